import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { createRemoteLoader, type FederationRuntime, type RemoteLoader } from './remote-loader';
import { RemoteLoaderContext } from './remote-loader-context';
import { RemoteSlot, usePreload } from './remote-slot';
import { FALLBACK_MESSAGE, RETRY_LABEL, SlotFailure } from './slot-failure';

/**
 * The real loader over a fake federation runtime: `modules[id]` answers `remote/expose` loads
 * in order (an Error rejects), with no automatic retry so each entry is one attempt.
 */
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

/** A link-less way to navigate inside the test's router. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      ir a {to}
    </button>
  );
}

/** Renders inside act() so React settles the remote's promise before we look. */
async function renderWith(loader: RemoteLoader, children: ReactNode) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/dogs']}>
        <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>
      </MemoryRouter>,
    );
  });
}

const Search = ({ label }: { label: string }) => <input aria-label={label} />;
const silenceErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('RemoteSlot', () => {
  it('shows its loading placeholder, then the module with the props of its contract', async () => {
    let arrive: (module: unknown) => void = () => {};
    const runtime = {
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(() => new Promise((resolve) => (arrive = resolve))),
    } as unknown as FederationRuntime;
    const loader = createRemoteLoader(runtime, {
      catalog: 'http://localhost:3001/mf-manifest.json',
    });
    await renderWith(
      loader,
      <RemoteSlot
        remote="catalog"
        expose="SearchBox"
        props={{ label: 'Buscar productos' }}
        loading={<p>cargando la búsqueda</p>}
      />,
    );
    expect(screen.getByText('cargando la búsqueda')).toBeTruthy();
    await act(async () => arrive({ default: Search }));
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeTruthy();
    expect(screen.queryByText('cargando la búsqueda')).toBeNull();
  });

  it('shows the Spanish fallback when the remote cannot load, and loads it again on retry', async () => {
    silenceErrors();
    const { loader, loadRemote } = loaderWith({
      'catalog/SearchBox': [new Error('offline'), Search],
    });
    await renderWith(
      loader,
      <RemoteSlot remote="catalog" expose="SearchBox" props={{ label: 'Buscar productos' }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(FALLBACK_MESSAGE);
    expect(alert.getAttribute('data-remote-fallback')).toBe('catalog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: RETRY_LABEL })));
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('renders the caller’s fallback, given the retry', async () => {
    silenceErrors();
    const { loader, loadRemote } = loaderWith({ 'account/ProfileMenu': [new Error('offline')] });
    await renderWith(
      loader,
      <RemoteSlot
        remote="account"
        expose="ProfileMenu"
        props={{}}
        fallback={(retry) => (
          <SlotFailure onRetry={retry}>
            <a href="/profile">Mi Perfil</a>
          </SlotFailure>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Mi Perfil' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: RETRY_LABEL })));
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert').textContent).toContain(FALLBACK_MESSAGE);
  });

  it('keeps a module that throws while rendering inside its own slot', async () => {
    silenceErrors();
    const Broken = () => {
      throw new Error('bad deploy');
    };
    const { loader } = loaderWith({
      'account/ProfileMenu': [Broken],
      'catalog/SearchBox': [Search],
    });
    await renderWith(
      loader,
      <header>
        <RemoteSlot remote="catalog" expose="SearchBox" props={{ label: 'Buscar productos' }} />
        <RemoteSlot
          remote="account"
          expose="ProfileMenu"
          props={{}}
          fallback={() => <p>Menú no disponible</p>}
        />
      </header>,
    );
    expect(screen.getByText('Menú no disponible')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeTruthy();
  });

  it('resets on navigation: a remote that failed is fetched again on the next page', async () => {
    silenceErrors();
    const { loader, loadRemote } = loaderWith({
      'catalog/SearchBox': [new Error('offline'), Search],
    });
    await renderWith(
      loader,
      <>
        <GoTo to="/cats" />
        <RemoteSlot remote="catalog" expose="SearchBox" props={{ label: 'Buscar productos' }} />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain(FALLBACK_MESSAGE);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ir a /cats' })));
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('renders a module that threw again on retry, without fetching it again', async () => {
    silenceErrors();
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('renders badly until fixed');
      return <p>menú listo</p>;
    };
    const { loader, loadRemote } = loaderWith({ 'account/ProfileMenu': [Flaky] });
    await renderWith(loader, <RemoteSlot remote="account" expose="ProfileMenu" props={{}} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: RETRY_LABEL })));
    expect(screen.getByText('menú listo')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('SlotFailure', () => {
  it('offers the retry as the design system’s button, large in a page’s place', () => {
    const onRetry = vi.fn();
    render(<SlotFailure variant="page" remote="loyalty" onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Reintentar' });
    expect(button.getAttribute('data-variant')).toBe('primary');
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain(
      'Esta sección no está disponible en este momento',
    );
  });
});

describe('usePreload', () => {
  it('starts loading the module on hover or focus, once', async () => {
    const { loader, loadRemote } = loaderWith({ 'account/ProfileMenu': [Search] });
    function Trigger() {
      return <button {...usePreload('account', 'ProfileMenu')}>Tu cuenta</button>;
    }
    await renderWith(loader, <Trigger />);
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.mouseEnter(screen.getByRole('button'));
      fireEvent.focus(screen.getByRole('button'));
    });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('account/ProfileMenu');
  });

  it('does nothing for a link whose page no remote owns', async () => {
    const { loader, loadRemote } = loaderWith({});
    function Trigger() {
      return <button {...usePreload(undefined, 'App')}>Nada</button>;
    }
    await renderWith(loader, <Trigger />);
    await act(async () => fireEvent.mouseEnter(screen.getByRole('button')));
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
