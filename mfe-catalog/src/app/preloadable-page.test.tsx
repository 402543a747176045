import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadablePage } from './preloadable-page';

const Home = () => <h1>Inicio</h1>;

function renderPage(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>Cargando…</p>}>
      <Page />
    </Suspense>,
  );
}

describe('preloadablePage', () => {
  it('renders a preloaded page in the first pass, without showing the fallback', async () => {
    const load = vi.fn(async () => ({ default: Home }));
    const { Page, preload } = preloadablePage(load);
    await preload();

    renderPage(Page);

    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on a page whose code is still on its way, and downloads it once', async () => {
    let arrive: (module: { default: typeof Home }) => void = () => {};
    const load = vi.fn(
      () => new Promise<{ default: typeof Home }>((resolve) => (arrive = resolve)),
    );
    const { Page, preload } = preloadablePage(load);

    renderPage(Page);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    void preload();
    await act(async () => arrive({ default: Home }));

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed download to the error boundary, without downloading again in a loop', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { Page, preload } = preloadablePage(load);
    await preload().catch(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});

    render(
      <Boundary>
        <Suspense fallback={<p>Cargando…</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    );

    expect(screen.getByRole('alert').textContent).toBe('offline');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
