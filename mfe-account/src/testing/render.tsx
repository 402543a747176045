import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Shows the current URL, so a test can see where a widget navigated. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders a widget with the providers the shell gives it: a router and a QueryClient (no
 * retries, so a failing request fails at once). `rerender` keeps both.
 */
export function renderWidget(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {node}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    queryClient,
    rerender: (next: ReactElement) => result.rerender(wrap(next)),
    location: () => result.getByTestId('location').textContent,
  };
}
