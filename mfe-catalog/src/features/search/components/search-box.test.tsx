import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import { provideSupabase } from '@bonis/supabase-client';
import {
  createFakeSupabase,
  deferred,
  type FakeResult,
  type Respond,
} from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
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

function setup(respond: Respond = () => ({ data: [proPlan, kong, plain], error: null })) {
  const fake = createFakeSupabase(respond);
  provideSupabase(fake.client);
  const onNavigate = vi.fn();
  renderWidget(<SearchBox onNavigate={onNavigate} />);
  const input = screen.getByRole('combobox', { name: 'Buscar productos' });
  return { ...fake, onNavigate, input };
}

/**
 * Lets fake time pass, then lets what those timers started settle: the render after the
 * debounce, the query it starts, the response and TanStack Query's batched notification.
 */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 5; round++) await act(() => vi.advanceTimersByTimeAsync(0));
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const press = (input: HTMLElement, key: string) => fireEvent.keyDown(input, { key });
const location = () => screen.getByTestId('location').textContent;

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a labelled combobox that controls the suggestions list, with a Buscar button', () => {
    const { input } = setup();

    expect(input.getAttribute('placeholder')).toBe('Buscar productos, marcas…');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('searches the trimmed text 300 ms after the last keystroke, asking for 6 products', async () => {
    const { input, requests } = setup();

    type(input, 'kon');
    await pass(200);
    type(input, ' kong ');
    await pass(299);
    expect(requests).toHaveLength(0);

    await pass(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      kind: 'rpc',
      name: 'search_products',
      args: { p_term: 'kong', p_limit: 6 },
    });
  });

  it('does not search or open the list for fewer than 3 characters', async () => {
    const { input, requests } = setup();

    type(input, ' ko ');
    await pass(1000);

    expect(requests).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows Buscando… while searching, then each product with image, name, brand and price', async () => {
    const response = deferred<FakeResult>();
    const { input } = setup(() => response.promise);

    type(input, 'pro');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Buscando…');
    await pass(300);
    expect(screen.getByRole('status').textContent).toBe('Buscando…');

    response.resolve({ data: [proPlan, kong, plain], error: null });
    await pass(0);

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    const [first, second, third] = options as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain(proPlan.name);
    expect(first.textContent).toContain('Pro Plan');
    expect(first.textContent).toContain(formatCOP(189900));
    const image = first.querySelector('img');
    expect(image?.getAttribute('src')).toBe(
      'https://storage.test/product-images/catalog/pro-plan.svg',
    );
    expect(image?.getAttribute('width')).toBe('40');
    expect(image?.getAttribute('height')).toBe('40');
    expect(image?.getAttribute('alt')).toBe('');
    // no image: a placeholder of the same size instead of a broken <img>
    expect(second.querySelector('img')).toBeNull();
    expect(third.textContent).toContain(formatCOP(19900));
    expect(screen.getByRole('status').textContent).toBe('3 productos encontrados');
  });

  it('says when no product matches', async () => {
    const { input } = setup(() => ({ data: [], error: null }));

    type(input, 'zzzz');
    await pass(300);

    expect(screen.getByRole('status').textContent).toBe('No se encontraron productos');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('logs a failed search and shows it as no results', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { code: 'PGRST000', message: 'timeout' };
    const { input } = setup(() => ({ data: null, error: failure }));

    type(input, 'kong');
    await pass(300);

    expect(screen.getByRole('status').textContent).toBe('No se encontraron productos');
    expect(error).toHaveBeenCalledWith('[mfe-catalog] product search failed', failure);
  });

  it('moves through the suggestions with the arrow keys, wrapping at both ends', async () => {
    const { input } = setup();
    type(input, 'pro');
    await pass(300);
    const options = screen.getAllByRole('option');
    const activeOption = () => input.getAttribute('aria-activedescendant');

    expect(activeOption()).toBeNull();
    press(input, 'ArrowDown');
    expect(activeOption()).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    expect(activeOption()).toBe(options[2]?.id);
    press(input, 'ArrowDown');
    expect(activeOption()).toBe(options[0]?.id);
    press(input, 'ArrowUp');
    expect(activeOption()).toBe(options[2]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');
  });

  it('opens the active product with Enter, clears the box and tells the shell', async () => {
    const { input, onNavigate } = setup();
    type(input, 'pro');
    await pass(300);

    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    press(input, 'Enter');

    expect(location()).toBe('/product/p-2');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('goes to /search with the text when Enter is pressed without an active product', async () => {
    const { input, onNavigate } = setup();
    type(input, ' pro plan ');
    await pass(300);

    press(input, 'Enter');

    expect(location()).toBe('/search?q=pro+plan');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches with the Buscar button, and does nothing for an empty box', () => {
    const { input, onNavigate } = setup();
    const button = screen.getByRole('button', { name: 'Buscar' });

    fireEvent.click(button);
    expect(location()).toBe('/');
    expect(onNavigate).not.toHaveBeenCalled();

    type(input, 'arena & gatos');
    fireEvent.click(button);
    expect(location()).toBe('/search?q=arena+%26+gatos');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('opens a product clicked in the list', async () => {
    const { input, onNavigate } = setup();
    type(input, 'pro');
    await pass(300);

    fireEvent.click(screen.getByRole('option', { name: /Kong Classic M/ }));

    expect(location()).toBe('/product/p-2');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('closes the list with Escape and reopens it with ArrowDown', async () => {
    const { input } = setup();
    type(input, 'pro');
    await pass(300);
    press(input, 'ArrowDown');

    const escape = fireEvent.keyDown(input, { key: 'Escape' });
    expect(escape).toBe(false); // handled: a drawer around the box stays open
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();

    press(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
  });

  it('closes the list when focus leaves the box', async () => {
    const { input } = setup();
    type(input, 'pro');
    await pass(300);

    fireEvent.blur(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });
});
