import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { deferred, renderWithProviders } from '@bonis/test-utils';
import { createRemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { NewsletterSlot } from './newsletter-slot';
import { SearchSlot } from './search-slot';

/** What the catalog's widgets were rendered with. */
const searchProps = vi.fn();
const newsletterProps = vi.fn();

function FakeSearchBox(props: { initialText?: string; autoFocus?: boolean }) {
  searchProps(props);
  return (
    <input
      aria-label="Buscador del catálogo"
      defaultValue={props.initialText}
      autoFocus={props.autoFocus}
    />
  );
}

function FakeNewsletter(props: { initialEmail?: string; autoFocus?: boolean }) {
  newsletterProps(props);
  return <p>Formulario del catálogo</p>;
}

/** The real loader over a federation runtime whose modules arrive when the test says so. */
function setup(route: string) {
  const arrivals = {
    'catalog/SearchBox': deferred<unknown>(),
    'catalog/FooterNewsletter': deferred<unknown>(),
  };
  const loadRemote = vi.fn((id: string) => arrivals[id as keyof typeof arrivals].promise);
  const runtime = { registerRemotes: vi.fn(), loadRemote } as unknown as FederationRuntime;
  const loader = createRemoteLoader(
    runtime,
    { catalog: 'http://localhost:3001/mf-manifest.json' },
    {
      attempts: 1,
    },
  );
  const view = renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <SearchSlot />
      <NewsletterSlot />
    </RemoteLoaderContext.Provider>,
    { route },
  );
  const arrive = async () => {
    await act(async () => {
      arrivals['catalog/SearchBox'].resolve({ default: FakeSearchBox });
      arrivals['catalog/FooterNewsletter'].resolve({ default: FakeNewsletter });
    });
  };
  return { ...view, loadRemote, arrive };
}

const loadedIds = (loadRemote: ReturnType<typeof vi.fn>) =>
  loadRemote.mock.calls.map(([id]) => id as string).sort();

describe('the catalog widgets of the chrome', () => {
  it('off the catalog’s pages, shows the shell’s stand-ins and fetches nothing of the catalog', () => {
    const { loadRemote } = setup('/cart');
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tu email' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads the search box when reached for, keeps the stand-in meanwhile, then hands over text and focus', async () => {
    const { user, loadRemote, arrive } = setup('/cart');
    const standIn = screen.getByRole('searchbox', { name: 'Buscar productos' });

    await user.click(standIn);
    await user.keyboard('arena');
    expect(loadedIds(loadRemote)).toEqual(['catalog/SearchBox']);
    // still the same element while the module downloads: nothing typed is lost
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toBe(standIn);
    expect(standIn).toHaveValue('arena');

    await arrive();

    const box = screen.getByRole('textbox', { name: 'Buscador del catálogo' });
    expect(box).toHaveValue('arena');
    expect(box).toHaveFocus();
    expect(searchProps).toHaveBeenLastCalledWith({ initialText: 'arena', autoFocus: true });
  });

  it('preloads on pointer over it without taking the focus', async () => {
    const { user, loadRemote, arrive } = setup('/checkout');
    await user.hover(screen.getByRole('textbox', { name: 'Tu email' }));
    expect(loadedIds(loadRemote)).toEqual(['catalog/FooterNewsletter']);

    await arrive();

    expect(screen.getByText('Formulario del catálogo')).toBeInTheDocument();
    expect(newsletterProps).toHaveBeenLastCalledWith({ initialEmail: '', autoFocus: false });
  });

  it('hands the footer form the email typed and the focus', async () => {
    const { user, arrive } = setup('/cart');
    await user.click(screen.getByRole('textbox', { name: 'Tu email' }));
    await user.keyboard('ana@example.com');

    await arrive();

    expect(newsletterProps).toHaveBeenLastCalledWith({
      initialEmail: 'ana@example.com',
      autoFocus: true,
    });
  });

  it('loads both at once on a catalog page (the page loads the catalog anyway)', async () => {
    const { loadRemote, arrive } = setup('/dogs');
    expect(loadedIds(loadRemote)).toEqual(['catalog/FooterNewsletter', 'catalog/SearchBox']);
    await arrive();
    expect(screen.getByRole('textbox', { name: 'Buscador del catálogo' })).not.toHaveFocus();
  });
});
