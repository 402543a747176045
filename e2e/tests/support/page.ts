import { expect, type Page } from '@playwright/test';
import type { RouteCase } from './routes';

/** The page region a remote rendered for a route (`data-remote`, set by the shell's slot). */
export function remotePage(page: Page, remote: RouteCase['remote']) {
  return page.locator(`[data-remote="${remote}"]`);
}

/** Asserts the remote rendered the route inside the shell's chrome. */
export async function expectServedBy(
  page: Page,
  { remote, route }: Pick<RouteCase, 'remote' | 'route'>,
) {
  const region = remotePage(page, remote);
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('data-route', route);
  await expect(page.getByRole('link', { name: /Boñis/ }).first()).toBeVisible();
}

/**
 * Resolves once the page's realtime socket has joined `topic` (the server's `phx_reply` with
 * status ok to the channel's join). Call it before the navigation that opens the channel, await
 * it after: a change made before the join would not reach the page, so a test of live updates
 * changes the data only once the page is listening.
 */
export function realtimeJoined(page: Page, topic: string, timeout = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the page never joined realtime:${topic}`)),
      timeout,
    );
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (
          text.includes(`"realtime:${topic}"`) &&
          text.includes('"phx_reply"') &&
          text.includes('"status":"ok"')
        ) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

/**
 * Resolves once React has hydrated the server-rendered page: a click on a server-rendered
 * control before then reaches no handler (the page is drawn, its code not yet running).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}
