import { describe, expect, it } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTheme } from '@bonis/design-system';
import { createProviders, createTestQueryClient, renderWithProviders } from './render';

function Failing() {
  const query = useQuery({
    queryKey: ['failing'],
    queryFn: () => Promise.reject(new Error('caído')),
  });
  return <p>{query.isError ? 'falló' : 'cargando'}</p>;
}

function ThemeName() {
  return <p>tema {useTheme().theme}</p>;
}

describe('renderWithProviders', () => {
  it('starts the router at the route and reports where navigation went', async () => {
    const { user, location } = renderWithProviders(<Link to="/cart?step=2">Ver carrito</Link>, {
      route: '/product/7',
    });
    expect(location()).toBe('/product/7');

    await user.click(screen.getByRole('link', { name: 'Ver carrito' }));

    expect(location()).toBe('/cart?step=2');
  });

  it('keeps the location probe out of the accessibility tree', () => {
    renderWithProviders(<p>hola</p>);
    expect(screen.getByTestId('location')).not.toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives a fresh QueryClient without retries, so an error shows at once', async () => {
    const first = renderWithProviders(<Failing />);
    expect(await screen.findByText('falló')).toBeInTheDocument();
    expect(first.queryClient.getQueryState(['failing'])?.fetchFailureCount).toBe(1);
    first.unmount();

    const second = renderWithProviders(<p>otra</p>);
    expect(second.queryClient).not.toBe(first.queryClient);
    expect(second.queryClient.getQueryState(['failing'])).toBeUndefined();
  });

  it('uses the QueryClient the test passes', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['greeting'], 'hola');
    function Greeting() {
      return <p>{useQueryClient().getQueryData<string>(['greeting'])}</p>;
    }
    renderWithProviders(<Greeting />, { queryClient });
    expect(screen.getByText('hola')).toBeInTheDocument();
  });

  it('rerenders inside the same router and QueryClient', async () => {
    function GoTo() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/favorites')}>Ir</button>;
    }
    const { user, rerender, location, queryClient } = renderWithProviders(<GoTo />);
    queryClient.setQueryData(['kept'], 'sí');
    await user.click(screen.getByRole('button', { name: 'Ir' }));

    function Kept() {
      return <p>guardado: {useQueryClient().getQueryData<string>(['kept'])}</p>;
    }
    rerender(<Kept />);

    expect(screen.getByText('guardado: sí')).toBeInTheDocument();
    expect(location()).toBe('/favorites');
  });

  it('adds the theme provider only when asked', () => {
    renderWithProviders(<ThemeName />, { theme: { forcedTheme: 'dark' } });
    expect(screen.getByText('tema dark')).toBeInTheDocument();
  });

  it('gives renderHook the same providers', async () => {
    const { Providers, queryClient } = createProviders({ route: '/search?q=arena' });
    const { result } = renderHook(() => useQueryClient(), { wrapper: Providers });
    expect(result.current).toBe(queryClient);
    await act(async () => {});
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=arena');
  });
});
