import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import type { ReactElement } from 'react';
import type { SearchBoxProps } from '@bonis/contracts';
import { renderWithProviders } from '@bonis/test-utils';
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

/** A button that navigates inside the test's router. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      ir a {to}
    </button>
  );
}

/** Renders with the shell's providers and the loader, inside act() so loads settle first. */
async function renderWith(loader: RemoteLoader, ui: ReactElement) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(
      <RemoteLoaderContext.Provider value={loader}>{ui}</RemoteLoaderContext.Provider>,
      { route: '/dogs' },
    );
  });
  if (!result) throw new Error('not rendered');
  return result;
}

/** A stand-in for catalog/SearchBox: it takes the contract's props (`SearchBoxProps`). */
const Search = ({ initialText }: SearchBoxProps) => (
  <input aria-label="Buscar productos" defaultValue={initialText} />
);

/**
 * A click whose consequences include a remote load: React hears that a suspended load settled
 * only inside act() in this test environment (happy-dom), so the click and the load it starts
 * settle in one act scope.
 */
const clickAndSettle = (user: ReturnType<typeof renderWithProviders>['user'], target: Element) =>
  act(() => user.click(target));
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
        props={{ initialText: 'pienso' }}
        loading={<p>cargando la búsqueda</p>}
      />,
    );
    expect(screen.getByText('cargando la búsqueda')).toBeInTheDocument();
    await act(async () => arrive({ default: Search }));
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toHaveValue('pienso');
    expect(screen.queryByText('cargando la búsqueda')).not.toBeInTheDocument();
  });

  it('shows the Spanish fallback when the remote cannot load, and loads it again on retry', async () => {
    silenceErrors();
    const { loader, loadRemote } = loaderWith({
      'catalog/SearchBox': [new Error('offline'), Search],
    });
    const { user } = await renderWith(
      loader,
      <RemoteSlot remote="catalog" expose="SearchBox" props={{ initialText: 'pienso' }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(FALLBACK_MESSAGE);
    expect(alert).toHaveAttribute('data-remote-fallback', 'catalog');
    await clickAndSettle(user, screen.getByRole('button', { name: RETRY_LABEL }));
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('renders the caller’s fallback, given the retry', async () => {
    silenceErrors();
    const { loader, loadRemote } = loaderWith({ 'account/ProfileMenu': [new Error('offline')] });
    const { user } = await renderWith(
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
    expect(screen.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/profile');
    await clickAndSettle(user, screen.getByRole('button', { name: RETRY_LABEL }));
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_MESSAGE);
    expect(loadRemote).toHaveBeenCalledTimes(2);
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
        <RemoteSlot remote="catalog" expose="SearchBox" props={{ initialText: 'pienso' }} />
        <RemoteSlot
          remote="account"
          expose="ProfileMenu"
          props={{}}
          fallback={() => <p>Menú no disponible</p>}
        />
      </header>,
    );
    expect(screen.getByText('Menú no disponible')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeInTheDocument();
  });

  it('resets on navigation: a remote that failed is fetched again on the next page', async () => {
    silenceErrors();
    const { loader, loadRemote } = loaderWith({
      'catalog/SearchBox': [new Error('offline'), Search],
    });
    const { user, location } = await renderWith(
      loader,
      <>
        <GoTo to="/cats" />
        <RemoteSlot remote="catalog" expose="SearchBox" props={{ initialText: 'pienso' }} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_MESSAGE);
    await clickAndSettle(user, screen.getByRole('button', { name: 'ir a /cats' }));
    expect(location()).toBe('/cats');
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeInTheDocument();
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
    const { user } = await renderWith(
      loader,
      <RemoteSlot remote="account" expose="ProfileMenu" props={{}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_MESSAGE);
    broken = false;
    await clickAndSettle(user, screen.getByRole('button', { name: RETRY_LABEL }));
    expect(screen.getByText('menú listo')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('SlotFailure', () => {
  it('offers the retry as the design system’s button, primary in a page’s place', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <SlotFailure variant="page" remote="loyalty" onRetry={onRetry} />,
    );
    const button = screen.getByRole('button', { name: 'Reintentar' });
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
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
    const { user } = await renderWith(loader, <Trigger />);
    expect(loadRemote).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Tu cuenta' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tu cuenta' })).toHaveFocus();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('account/ProfileMenu');
  });

  it('does nothing for a link whose page no remote owns', async () => {
    const { loader, loadRemote } = loaderWith({});
    function Trigger() {
      return <button {...usePreload(undefined, 'App')}>Nada</button>;
    }
    const { user } = await renderWith(loader, <Trigger />);
    await user.hover(screen.getByRole('button', { name: 'Nada' }));
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('the remote contracts (checked by the typecheck, never rendered)', () => {
  it('let a slot name only a page or widget its remote exposes, with that module’s props', () => {
    const noop = () => {};
    const slots = [
      <RemoteSlot key="a" remote="checkout" expose="CartDropdown" props={{ onNavigate: noop }} />,
      // @ts-expect-error mfe-checkout exposes no ProfileMenu
      <RemoteSlot key="b" remote="checkout" expose="ProfileMenu" props={{}} />,
      // @ts-expect-error AuthModals needs the modal to open
      <RemoteSlot key="c" remote="account" expose="AuthModals" props={{ onClose: noop }} />,
      // @ts-expect-error SearchBox's initialText is a string
      <RemoteSlot key="d" remote="catalog" expose="SearchBox" props={{ initialText: 1 }} />,
      // @ts-expect-error the route manifest is not a component
      <RemoteSlot key="e" remote="catalog" expose="routes" props={{}} />,
    ];
    function PreloadOfAnotherRemote() {
      // @ts-expect-error mfe-account exposes no CartDropdown
      return <button {...usePreload('account', 'CartDropdown')}>Carrito</button>;
    }
    expect(slots).toHaveLength(5);
    expect(PreloadOfAnotherRemote).toBeTypeOf('function');
  });
});
