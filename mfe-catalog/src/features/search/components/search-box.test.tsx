import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import { deferred, renderWithProviders, supabaseMock, type RpcHandler } from '@bonis/test-utils';
import { SearchBox } from './search-box';

const proPlan = {
  id: 'p-1',
  name: 'Pro Plan Cachorro Razas Medianas 3 kg',
  price: 189900,
  images: ['catalog/pro-plan.svg'],
  brand: 'Pro Plan',
};
const kong = { id: 'p-2', name: 'Kong Classic M', price: 54900, images: [], brand: 'Kong' };
const plain = { id: 'p-3', name: 'Plato de acero', price: 19900, images: [], brand: null };

function setup(answer: RpcHandler = () => [proPlan, kong, plain]) {
  supabaseMock.rpc('search_products', answer);
  const onNavigate = vi.fn();
  const view = renderWithProviders(<SearchBox onNavigate={onNavigate} />, {
    userOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  const input = screen.getByRole('combobox', { name: 'Buscar productos' });
  /** replaces what the box holds with `value`, typed key by key */
  const type = async (value: string) => {
    await view.user.clear(input);
    await view.user.type(input, value);
  };
  const press = (key: string) => view.user.keyboard(`{${key}}`);
  return { ...view, onNavigate, input, type, press };
}

/**
 * Lets fake time pass, then lets what those timers started settle: the render after the
 * debounce, the query it starts, the (mocked) HTTP answer and TanStack Query's batched
 * notification.
 */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 10; round++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** A price as the suggestion shows it (jest-dom reads its no-break space as a space). */
const price = (value: number) => formatCOP(value).replace(/\u00a0/g, ' ');
const searches = () => supabaseMock.rpcCalls('search_products');
const status = () => screen.getByRole('status');

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library's async wrapper (around every user-event action) waits on a 0 ms
    // setTimeout; it advances fake timers only when it sees Jest's global (vitest's fake
    // setTimeout carries the `clock` it checks for). Without this the first click never ends.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a labelled combobox that controls the suggestions list, with a Buscar button', () => {
    const { input } = setup();

    expect(input).toHaveAttribute('placeholder', 'Buscar productos, marcas…');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('takes over what the shell’s stand-in held: the text, the focus and the caret at its end', async () => {
    supabaseMock.rpc('search_products', () => [kong]);
    renderWithProviders(<SearchBox initialText="kong" autoFocus />, {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const input = screen.getByRole('combobox', { name: 'Buscar productos' });

    expect(input).toHaveValue('kong');
    expect(input).toHaveFocus();
    expect((input as HTMLInputElement).selectionStart).toBe(4);
    await pass(300);
    await vi.waitFor(() => expect(searches()).toEqual([{ p_term: 'kong', p_limit: 6 }]));
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves the focus alone without autoFocus', () => {
    renderWithProviders(<SearchBox initialText="kong" />);
    expect(screen.getByRole('combobox', { name: 'Buscar productos' })).not.toHaveFocus();
  });

  it('searches the trimmed text 300 ms after the last keystroke, asking for 6 products', async () => {
    const { type } = setup();

    await type('kon');
    await pass(200);
    await type(' kong ');
    await pass(299);
    expect(searches()).toHaveLength(0);

    await pass(1);
    await vi.waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()).toEqual([{ p_term: 'kong', p_limit: 6 }]);
  });

  it('does not search or open the list for fewer than 3 characters', async () => {
    const { input, type } = setup();

    await type(' ko ');
    await pass(1000);

    expect(searches()).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows Buscando… while searching, then each product with image, name, brand and price', async () => {
    const response = deferred<undefined>();
    const { input, type } = setup(async () => {
      await response.promise;
      return [proPlan, kong, plain];
    });

    await type('pro');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(status()).toHaveTextContent(/^Buscando…$/);
    await pass(300);
    expect(status()).toHaveTextContent(/^Buscando…$/);

    response.resolve(undefined);
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));

    const [first, second, third] = screen.getAllByRole('option') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent(proPlan.name);
    expect(first).toHaveTextContent('Pro Plan');
    expect(first).toHaveTextContent(price(189900));
    const image = first.querySelector('img');
    expect(image).toHaveAttribute(
      'src',
      'http://supabase.test/storage/v1/object/public/product-images/catalog/pro-plan.svg',
    );
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    expect(image).toHaveAttribute('alt', '');
    // no image: a placeholder of the same size instead of a broken <img>
    expect(second.querySelector('img')).not.toBeInTheDocument();
    expect(second.querySelector('svg[data-icon="paw"]')).toBeInTheDocument();
    expect(third).toHaveTextContent(price(19900));
    expect(status()).toHaveTextContent(/^3 productos encontrados$/);
  });

  it('says when no product matches', async () => {
    const { type } = setup(() => []);

    await type('zzzz');
    await pass(300);

    await vi.waitFor(() => expect(status()).toHaveTextContent(/^No se encontraron productos$/));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('logs a failed search and shows it as no results', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { type } = setup(() => supabaseMock.error({ code: 'PGRST000', message: 'timeout' }));

    await type('kong');
    await pass(300);

    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[mfe-catalog] product search failed',
        expect.objectContaining({ code: 'PGRST000', message: 'timeout' }),
      ),
    );
    expect(status()).toHaveTextContent(/^No se encontraron productos$/);
  });

  /** Types `text`, lets the search run and waits for its three suggestions. */
  async function withSuggestions(text = 'pro') {
    const view = setup();
    await view.type(text);
    await pass(300);
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    return view;
  }

  it('moves through the suggestions with the arrow keys, wrapping at both ends', async () => {
    const { input, press } = await withSuggestions();
    const options = screen.getAllByRole('option');

    expect(input).not.toHaveAttribute('aria-activedescendant');
    await press('ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await press('ArrowDown');
    await press('ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await press('ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await press('ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
  });

  it('opens the active product with Enter, clears the box and tells the shell', async () => {
    const { input, press, location, onNavigate } = await withSuggestions();

    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');

    expect(location()).toBe('/product/p-2');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });

  it('goes to /search with the text when Enter is pressed without an active product', async () => {
    const { input, press, location, onNavigate } = await withSuggestions(' pro plan ');

    await press('Enter');

    expect(location()).toBe('/search?q=pro+plan');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches with the Buscar button, and does nothing for an empty box', async () => {
    const { user, type, location, onNavigate } = setup();
    const button = screen.getByRole('button', { name: 'Buscar' });

    await user.click(button);
    expect(location()).toBe('/');
    expect(onNavigate).not.toHaveBeenCalled();

    await type('arena & gatos');
    await user.click(button);
    expect(location()).toBe('/search?q=arena+%26+gatos');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('opens a product clicked in the list', async () => {
    const { user, location, onNavigate } = await withSuggestions();

    await user.click(screen.getByRole('option', { name: /Kong Classic M/ }));

    expect(location()).toBe('/product/p-2');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('closes the list with Escape and reopens it with ArrowDown', async () => {
    const { input, press } = await withSuggestions();
    await press('ArrowDown');
    const escapes: KeyboardEvent[] = [];
    const record = (event: KeyboardEvent) => escapes.push(event);
    document.addEventListener('keydown', record);

    await press('Escape');
    document.removeEventListener('keydown', record);
    // handled (default prevented): a drawer around the box stays open
    expect(escapes.map((event) => event.defaultPrevented)).toEqual([true]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await press('ArrowDown');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
  });

  it('closes the list when focus leaves the box', async () => {
    const { user, input } = await withSuggestions();

    await user.tab();
    expect(input).not.toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });
});
