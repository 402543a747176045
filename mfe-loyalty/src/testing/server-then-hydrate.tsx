/**
 * Component tests of a page drawn on the server and hydrated in the browser: the markup React's
 * server renderer writes for it (for nobody signed in: zustand's server snapshot is the bus's
 * initial state, whatever the bus holds), put in the document as the browser receives it, then
 * hydrated there with `hydrateRoot` (Testing Library's `hydrate`), with the same providers. The
 * page's styles are in the document from the server render on (styled-components' browser
 * build writes them as it renders), so what a test sees before `hydrate()` is what the browser
 * paints before any script of the page has run.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { onTestFinished } from 'vitest';
import { createProviders } from '@bonis/test-utils';
import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_MAYBE } from '../components/signed-out-view';

/**
 * What the shell's inline head script does before the first paint when the browser holds a
 * supabase-js session: `<html data-session="maybe">` (until the test ends).
 */
export function hintStoredSession(): void {
  document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, SESSION_HINT_MAYBE);
  onTestFinished(() => document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE));
}

export interface ServerThenHydrateOptions {
  /** the URL the router is at */
  route: string;
  /** the page's QueryClient, holding what the server's prefetch read (its dehydrated state) */
  queryClient?: QueryClient;
}

/**
 * Puts the server's markup of `ui` in the document; `hydrate()` then hydrates it. A hydration
 * that doesn't match the server's markup is a recoverable error React reports (and then draws
 * the page again in the browser, a flash of its own): `recoverableErrors` holds them.
 */
export function serverThenHydrate(
  ui: ReactElement,
  { route, queryClient }: ServerThenHydrateOptions,
) {
  const { Providers, queryClient: client } = createProviders({ route, queryClient });
  const html = renderToString(<Providers>{ui}</Providers>);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  // Testing Library removes it once it has hydrated it; not if the test ends before
  onTestFinished(() => container.remove());
  const recoverableErrors: unknown[] = [];
  return {
    html,
    container,
    queryClient: client,
    recoverableErrors,
    hydrate: () =>
      render(ui, {
        container,
        hydrate: true,
        wrapper: Providers,
        onRecoverableError: (error) => void recoverableErrors.push(error),
      }),
  };
}
