/// <reference types="node" />
/**
 * `@bonis/test-utils/server-render`: the harness of a remote's server-render test
 * (`src/server/prefetch.test.tsx`, in a `// @vitest-environment node` file): the remote's
 * `./prefetch` against Supabase's REST API (msw), then its `./App` rendered as the shell's server
 * renders it (StaticRouter, the QueryClient prefetch filled, the theme, styled-components'
 * sheet, React's streaming renderer read to the end); then the page hydrated in a new
 * QueryClient from the dehydrated state: it renders the same HTML, and mounting every query it
 * rendered with (what the browser's hydration does) sends no request at all. A subpath of its
 * own, out of the package's index: it brings `react-dom/server` and `node:stream`, which a
 * browser test has no use for (the reference above brings Node's types to the programs that
 * import it). See README.md, "Server rendering".
 */
import { PassThrough } from 'node:stream';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import type { SetupServer } from 'msw/node';
import {
  dehydrate,
  hydrate,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  type DehydratedState,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { ThemeProvider } from '@bonis/design-system';
import { server as supabaseServer } from './supabase-mock/supabase-mock';

/**
 * The shell's server QueryClient (30 s fresh), without retries: a failure shows at once. Pass a
 * `queryCache` to watch the queries a render builds (`recordingQueryCache`).
 */
export const serverQueryClient = (queryCache?: QueryCache): QueryClient =>
  new QueryClient({
    queryCache,
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  });

/**
 * React's streaming renderer read to the end (lazy pages and all), with the page's styles
 * (styled-components' `<style>` tags). Rejects with the first error React reports.
 */
export function renderHtml(element: ReactNode): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  return new Promise<{ html: string; styles: string }>((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => (html += chunk));
    sink.on('end', () =>
      errors.length > 0 ? reject(errors[0]) : resolve({ html, styles: sheet.getStyleTags() }),
    );
    const stream = renderToPipeableStream(sheet.collectStyles(element), {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => void errors.push(error),
    });
  }).finally(() => sheet.seal());
}

/** The text a shopper reads in the HTML: tags and React's text separators out, entities read. */
export const textOf = (html: string): string =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\n]+/g, ' ');

/** es-CO pesos as the page shows them: '$', a no-break space, dots between thousands. */
export const cop = (digits: string): string => `$\u00a0${digits}`;

/** A QueryCache that remembers the options of every query a render builds (its useQuery). */
export function recordingQueryCache(): { cache: QueryCache; used: QueryObserverOptions[] } {
  const cache = new QueryCache();
  const used: QueryObserverOptions[] = [];
  const build = cache.build.bind(cache);
  cache.build = ((client, options, state) => {
    if (options.queryFn) used.push(options as QueryObserverOptions);
    return build(client, options, state);
  }) as QueryCache['build'];
  return { cache, used };
}

/**
 * Every request the page sends through `server` from now on (any URL, answered or not), until
 * `stop()`.
 */
export function recordRequests(server: SetupServer = supabaseServer): {
  sent: string[];
  stop: () => void;
} {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => void sent.push(request.url);
  server.events.on('request:start', listener);
  return {
    sent,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** What a remote's `./prefetch` takes (`PrefetchContext` of `@bonis/contracts`). */
export interface ServerPrefetchContext {
  url: URL;
  queryClient: QueryClient;
}

export interface ServerRenderOptions<Result> {
  /** the remote's `./App`, rendered as the shell's server renders it */
  App: ComponentType;
  /** the remote's `./prefetch` (its default export) */
  prefetch: (context: ServerPrefetchContext) => Promise<Result>;
  /** the origin the request's URL is on, e.g. `https://tienda.bonis.test` */
  origin: string;
  /**
   * the msw server that answers Supabase: reset before the hydration (no handler answers from
   * then on) and watched for requests (default: this package's `server`)
   */
  server?: SetupServer;
  /**
   * The hydration must build at least one query (default `false`): on for a remote whose every
   * page reads something, so a check that mounts no query cannot pass by itself.
   */
  expectQueries?: boolean;
}

/** The `console.error` guard of a server-render test file. */
export interface ConsoleErrorWatch {
  /** forgets what was logged so far in the current test (an error it provokes on purpose) */
  mockClear: () => void;
}

/** The page as the server renders it, as the browser hydrates it: see `createServerRender`. */
export interface ServerRender<Result> {
  /** What the shell's server renders for the remote: its App, with the shell's providers. */
  Page: (props: { url: string; queryClient: QueryClient }) => ReactElement;
  /**
   * The server's render of `path`: prefetch, render, and the state the page inlines (through
   * JSON, as it travels).
   */
  serverRender: (path: string) => Promise<{
    result: Result;
    html: string;
    styles: string;
    text: string;
    state: DehydratedState;
    queryClient: QueryClient;
  }>;
  /**
   * The browser's side: a QueryClient hydrated from the inlined state renders the same HTML,
   * and mounting every query that render used (as hydrateRoot's effects do) reads nothing: any
   * request, to Supabase or anywhere, fails the test.
   */
  expectHydratesWithoutRequests: (
    path: string,
    html: string,
    state: DehydratedState,
  ) => Promise<void>;
  /** The file's `console.error` guard: a test that logs an error fails after it runs. */
  consoleError: ConsoleErrorWatch;
}

/**
 * Node 20 has no WebSocket, and supabase-js's realtime client wants one when the page's client
 * is built (the shared setup builds one before each test; the shell's server passes `ws`). A
 * server render never opens a channel (effects don't run), and msw's WebSocket interceptor
 * stands in for this one once the test server listens.
 */
function standInForWebSocket() {
  globalThis.WebSocket ??= function NoWebSocket() {
    throw new Error('no WebSocket in a server render');
  } as unknown as typeof WebSocket;
}

/**
 * Fails each test of the file in which anything calls `console.error` (nothing a server render
 * does is a mistake React or the page logs), and restores every mock after each test.
 */
function failOnConsoleError(): ConsoleErrorWatch {
  let consoleError: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    try {
      // nothing the render does is a mistake React or the page logs
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks(); // even when it fails: the next test starts with a fresh spy
    }
  });
  return { mockClear: () => void consoleError?.mockClear() };
}

/**
 * The server-render harness of one remote: its `Page`, `serverRender(path)` and
 * `expectHydratesWithoutRequests(path, html, state)`. Call it at the top of the test file: it
 * also puts a WebSocket stand-in where Node has none, and fails each test of the file in which
 * anything calls `console.error` (its `consoleError.mockClear()` forgives an error the test
 * provokes on purpose).
 */
export function createServerRender<Result>({
  App,
  prefetch,
  origin,
  server = supabaseServer,
  expectQueries = false,
}: ServerRenderOptions<Result>): ServerRender<Result> {
  standInForWebSocket();
  const consoleError = failOnConsoleError();

  function Page({ url, queryClient }: { url: string; queryClient: QueryClient }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </ThemeProvider>
      </QueryClientProvider>
    );
  }

  async function serverRender(path: string) {
    const queryClient = serverQueryClient();
    const result = await prefetch({ url: new URL(path, origin), queryClient });
    const { html, styles } = await renderHtml(<Page url={path} queryClient={queryClient} />);
    const state = JSON.parse(JSON.stringify(dehydrate(queryClient))) as DehydratedState;
    return { result, html, styles, text: textOf(html), state, queryClient };
  }

  async function expectHydratesWithoutRequests(path: string, html: string, state: DehydratedState) {
    const { cache, used } = recordingQueryCache();
    const queryClient = serverQueryClient(cache);
    hydrate(queryClient, state);
    server.resetHandlers(); // from here on no handler answers Supabase
    const requests = recordRequests(server);
    try {
      const again = await renderHtml(<Page url={path} queryClient={queryClient} />);
      expect(again.html).toBe(html);
      if (expectQueries) expect(used.length).toBeGreaterThan(0);
      const unsubscribe = used.map((options) =>
        new QueryObserver(queryClient, options).subscribe(() => undefined),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      unsubscribe.forEach((stop) => stop());
      expect(requests.sent).toEqual([]);
      expect(queryClient.isFetching()).toBe(0);
    } finally {
      requests.stop();
    }
  }

  return { Page, serverRender, expectHydratesWithoutRequests, consoleError };
}
