import type { Page, Request, Response } from '@playwright/test';

/** Everything the page asked the network for, from the moment it is attached. */
export function recordNetwork(page: Page) {
  const requests: Request[] = [];
  const responses: Response[] = [];
  const onRequest = (request: Request) => requests.push(request);
  const onResponse = (response: Response) => responses.push(response);
  page.on('request', onRequest);
  page.on('response', onResponse);
  return {
    requests,
    responses,
    urls: () => requests.map((request) => request.url()),
    /** distinct ports of every requested http URL */
    ports: () =>
      new Set(
        requests
          .map((request) => new URL(request.url()))
          .filter((url) => url.protocol.startsWith('http'))
          .map((url) => Number(url.port)),
      ),
    scripts: () => responses.filter((response) => response.request().resourceType() === 'script'),
    documents: () => requests.filter((request) => request.resourceType() === 'document'),
    stop: () => {
      page.off('request', onRequest);
      page.off('response', onResponse);
    },
  };
}
