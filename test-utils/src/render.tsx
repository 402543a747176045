import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider, type ThemeProviderProps } from '@bonis/design-system';

/** A QueryClient as a test wants it: no retries, so a failing request fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export interface ProvidersOptions {
  /** the URL the router starts at (default `/`) */
  route?: string;
  /** a QueryClient the test keeps (default: a fresh one from `createTestQueryClient()`) */
  queryClient?: QueryClient;
  /**
   * Wraps the tree in the design system's ThemeProvider (`true`, or its props, e.g.
   * `{ forcedTheme: 'dark' }`). Off by default: components read the theme from CSS variables,
   * and only what reads `useTheme()` needs the provider.
   */
  theme?: boolean | Omit<ThemeProviderProps, 'children'>;
}

export interface RenderWithProvidersOptions extends ProvidersOptions {
  /** options for `userEvent.setup()`, e.g. `{ advanceTimers: vi.advanceTimersByTime }` */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** passed to Testing Library's `render` (container, baseElement…) */
  renderOptions?: Omit<RenderOptions, 'wrapper' | 'queries'>;
}

export interface RenderWithProvidersResult extends Omit<RenderResult, 'rerender'> {
  queryClient: QueryClient;
  /** a `userEvent.setup()` instance for typing and clicking */
  user: UserEvent;
  /** the router's current URL: pathname + search + hash */
  location: () => string;
  /** renders another element inside the same router, QueryClient and theme */
  rerender: (ui: ReactElement) => void;
}

/** Shows the router's URL, so a test can see where a widget navigated (hidden from roles). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

/**
 * The providers the shell gives a remote in the store: a QueryClient, a router (with the URL
 * probe) and, when asked, the theme. Use it as `wrapper` for `renderHook`.
 */
export function createProviders({
  route = '/',
  queryClient = createTestQueryClient(),
  theme = false,
}: ProvidersOptions = {}) {
  function Providers({ children }: { children?: ReactNode }) {
    const routed = (
      <MemoryRouter initialEntries={[route]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    );
    const themed = theme ? (
      <ThemeProvider {...(theme === true ? {} : theme)}>{routed}</ThemeProvider>
    ) : (
      routed
    );
    return <QueryClientProvider client={queryClient}>{themed}</QueryClientProvider>;
  }
  return { Providers, queryClient };
}

/**
 * Renders a page or widget as the shell renders it: inside a QueryClient (fresh, no retries), a
 * MemoryRouter at `route` and optionally the theme. Returns Testing Library's result plus the
 * QueryClient, a `user` for user-event, `location()` and a `rerender` that keeps the providers.
 */
export function renderWithProviders(
  ui: ReactElement,
  { userOptions, renderOptions, ...providers }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { Providers, queryClient } = createProviders(providers);
  const user = userEvent.setup(userOptions);
  const result = render(ui, { ...renderOptions, wrapper: Providers });
  return {
    ...result,
    queryClient,
    user,
    location: () => result.getByTestId('location').textContent ?? '',
    rerender: (next: ReactElement) => result.rerender(next),
  };
}
