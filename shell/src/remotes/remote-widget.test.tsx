import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRemoteLoader, type FederationRuntime } from './remote-loader';
import { RemoteLoaderContext } from './remote-loader-context';
import { RemoteWidget, usePreload } from './remote-widget';
import { WidgetFailure } from './widget-failure';

/** A loader over a fake federation runtime: `modules[id]` answers `remote/expose` loads. */
function loaderWith(modules: Record<string, Array<unknown>>) {
  const loadRemote = vi.fn(async (id: string) => {
    const next = modules[id]?.shift();
    if (next === undefined || next instanceof Error) throw next ?? new Error(`no ${id}`);
    return { default: next };
  });
  const runtime = { registerRemotes: vi.fn(), loadRemote } as unknown as FederationRuntime;
  const loader = createRemoteLoader(
    runtime,
    {
      catalog: 'http://localhost:3001/mf-manifest.json',
      account: 'http://localhost:3004/mf-manifest.json',
    },
    { attempts: 1 },
  );
  return { loader, loadRemote };
}

const Search = ({ label }: { label: string }) => <input aria-label={label} />;

describe('RemoteWidget', () => {
  it('renders the remote module with the props of its contract', async () => {
    const { loader } = loaderWith({ 'catalog/SearchBox': [Search] });
    await act(async () => {
      render(
        <RemoteLoaderContext.Provider value={loader}>
          <RemoteWidget
            remote="catalog"
            expose="SearchBox"
            props={{ label: 'Buscar productos' }}
            fallback={() => <p>sin búsqueda</p>}
          />
        </RemoteLoaderContext.Provider>,
      );
    });
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeTruthy();
  });

  it('shows its fallback when the remote cannot load, and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loader, loadRemote } = loaderWith({
      'catalog/SearchBox': [new Error('offline'), Search],
    });
    await act(async () => {
      render(
        <RemoteLoaderContext.Provider value={loader}>
          <RemoteWidget
            remote="catalog"
            expose="SearchBox"
            props={{ label: 'Buscar productos' }}
            fallback={(retry) => <WidgetFailure onRetry={retry} />}
          />
        </RemoteLoaderContext.Provider>,
      );
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Esta sección no está disponible en este momento',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    });
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('keeps a widget that throws while rendering inside its own slot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('bad deploy');
    };
    const { loader } = loaderWith({
      'account/ProfileMenu': [Broken],
      'catalog/SearchBox': [Search],
    });
    await act(async () => {
      render(
        <RemoteLoaderContext.Provider value={loader}>
          <header>
            <RemoteWidget
              remote="catalog"
              expose="SearchBox"
              props={{ label: 'Buscar productos' }}
              fallback={() => null}
            />
            <RemoteWidget
              remote="account"
              expose="ProfileMenu"
              props={{}}
              fallback={() => <p>Menú no disponible</p>}
            />
          </header>
        </RemoteLoaderContext.Provider>,
      );
    });
    expect(screen.getByText('Menú no disponible')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeTruthy();
  });
});

describe('usePreload', () => {
  it('starts loading the module on hover or focus, once', async () => {
    const { loader, loadRemote } = loaderWith({ 'account/ProfileMenu': [Search] });
    function Trigger() {
      return <button {...usePreload('account', 'ProfileMenu')}>Tu cuenta</button>;
    }
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <Trigger />
      </RemoteLoaderContext.Provider>,
    );
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.mouseEnter(screen.getByRole('button'));
      fireEvent.focus(screen.getByRole('button'));
    });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('account/ProfileMenu');
  });
});
