import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cssRulesOf, declared } from '@bonis/test-utils/css-rules';
import { ProductCard } from './product-card';
import type { ProductCardProduct } from './product-badges';

const collar: ProductCardProduct = {
  id: 'p1',
  name: 'Collar reflectivo',
  price: 25500,
  discountPercentage: 15,
  memberPrice: 22950,
  brand: 'Happy Flash',
  category: 'Accesorios',
  image: '/img/collar.svg',
  stockQuantity: 20,
};

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('ProductCard', () => {
  it('shows the image with the product name as alt text, brand, category and price', () => {
    render(<ProductCard product={collar} />);
    const card = screen.getByRole('article', { name: 'Collar reflectivo' });
    expect(within(card).getByRole('img', { name: 'Collar reflectivo' })).toHaveAttribute(
      'src',
      '/img/collar.svg',
    );
    expect(within(card).getByText('Happy Flash · Accesorios')).toBeInTheDocument();
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Collar reflectivo' }),
    ).toBeInTheDocument();
    expect(text(card)).toContain('$ 25.500');
    expect(text(card)).toContain('Precio anterior $ 30.000');
  });

  it('loads its image lazily, or at once with high priority when it is in the first screen', () => {
    const { rerender } = render(<ProductCard product={collar} />);
    const image = () => screen.getByRole('img', { name: 'Collar reflectivo' });
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
    rerender(<ProductCard product={collar} eagerImage />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers its image at several widths with the sizes of the slot it is placed in', () => {
    const srcSet = '/img/collar-360.webp 360w, /img/collar-720.webp 720w';
    const sizes = '(min-width: 1024px) 290px, calc(100vw - 32px)';
    render(
      <ProductCard
        product={{ ...collar, image: '/img/collar-720.webp' }}
        imageSrcSet={srcSet}
        imageSizes={sizes}
      />,
    );
    const image = screen.getByRole('img', { name: 'Collar reflectivo' });
    expect(image).toHaveAttribute('src', '/img/collar-720.webp');
    expect(image).toHaveAttribute('srcset', srcSet);
    expect(image).toHaveAttribute('sizes', sizes);
  });

  it('has a single source without srcset, and a square box before its styles apply', () => {
    render(<ProductCard product={collar} imageSizes="290px" />);
    const image = screen.getByRole('img', { name: 'Collar reflectivo' });
    expect(image).not.toHaveAttribute('srcset');
    // sizes means nothing without srcset
    expect(image).not.toHaveAttribute('sizes');
    expect(image.getAttribute('width')).toBe(image.getAttribute('height'));
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
  });

  it('falls back to the paw placeholder without an image and when the image fails', () => {
    const { rerender } = render(<ProductCard product={{ ...collar, image: null }} />);
    expect(screen.getByRole('img', { name: 'Collar reflectivo' }).tagName.toLowerCase()).toBe(
      'svg',
    );
    rerender(<ProductCard product={collar} />);
    const img = screen.getByRole('img', { name: 'Collar reflectivo' });
    expect(img.tagName).toBe('IMG');
    // the browser fires `error` when the image fails to load: no user action does that
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Collar reflectivo' }).tagName.toLowerCase()).toBe(
      'svg',
    );
  });

  it("falls back to the category 'General'", () => {
    render(<ProductCard product={{ ...collar, brand: null, category: null }} />);
    expect(screen.getByText('General')).toBeInTheDocument();
  });

  it('shows the sale badge with its percentage', () => {
    render(<ProductCard product={collar} />);
    expect(screen.getByText('-15%')).toHaveAttribute('data-variant', 'oferta');
  });

  it('shows the member price only when asked', () => {
    const { rerender } = render(<ProductCard product={collar} />);
    expect(screen.queryByText('Precio socio')).not.toBeInTheDocument();
    rerender(<ProductCard product={collar} showMemberPrice />);
    expect(screen.getByText('Precio socio')).toBeInTheDocument();
  });

  it('clamps a long name to two lines ending in an ellipsis, keeping the whole name', () => {
    const name =
      'Concentrado premium para perros adultos de raza mediana sabor pollo y arroz con vegetales 15 kg';
    render(<ProductCard product={{ ...collar, name }} href="/product/p1" />);
    const heading = screen.getByRole('heading', { level: 3, name });
    expect(screen.getByRole('article')).toHaveAccessibleName(name);
    expect(screen.getByRole('link')).toHaveAccessibleName(name);
    expect(heading).toHaveAttribute('title', name);
    const rules = cssRulesOf(heading, '').filter((rule) => !/[ :>]/.test(rule.selector));
    expect(declared(rules, 'display')).toBe('-webkit-box');
    expect(declared(rules, '-webkit-box-orient')).toBe('vertical');
    expect(declared(rules, '-webkit-line-clamp')).toBe('2');
    expect(declared(rules, 'overflow')).toBe('hidden');
    expect(declared(rules, 'text-overflow')).toBe('ellipsis');
    // a word wider than the card breaks inside the two lines instead of being cut at the side
    expect(declared(rules, 'overflow-wrap')).toBe('anywhere');
  });

  it('links the name to the product page through the given renderer', () => {
    render(
      <ProductCard
        product={collar}
        href="/product/p1"
        renderLink={({ href, children }) => (
          <a href={`#${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Collar reflectivo' });
    expect(link).toHaveAttribute('href', '#/product/p1');
  });

  it('adds to the cart', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(<ProductCard product={collar} onAddToCart={onAddToCart} />);
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(onAddToCart).toHaveBeenCalledWith(collar);
  });

  it('cannot be added to the cart when out of stock', () => {
    render(<ProductCard product={{ ...collar, stockQuantity: 0 }} onAddToCart={() => {}} />);
    const button = screen.getByRole('button', { name: 'Agotado' }) as HTMLButtonElement;
    expect(button).toBeDisabled();
    expect(
      screen.getByText('Agotado', { selector: '[data-variant="agotado"]' }),
    ).toBeInTheDocument();
  });

  it('shows Pocas unidades with fewer than 10 units', () => {
    render(<ProductCard product={{ ...collar, stockQuantity: 3 }} />);
    expect(screen.getByText('Pocas unidades')).toBeInTheDocument();
  });

  it('toggles the favourite with a pressed button named for its action', async () => {
    const user = userEvent.setup();
    const onToggleFavorite = vi.fn();
    const { rerender } = render(
      <ProductCard product={collar} onToggleFavorite={onToggleFavorite} isFavorite={false} />,
    );
    const add = screen.getByRole('button', { name: 'Agregar a favoritos' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    expect(onToggleFavorite).toHaveBeenCalledWith(collar, true);
    rerender(<ProductCard product={collar} onToggleFavorite={onToggleFavorite} isFavorite />);
    const remove = screen.getByRole('button', { name: 'Quitar de favoritos' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(onToggleFavorite).toHaveBeenLastCalledWith(collar, false);
  });

  it('reaches favourite, link and cart button with the keyboard', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(
      <ProductCard
        product={collar}
        href="/product/p1"
        onAddToCart={onAddToCart}
        onToggleFavorite={() => {}}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Agregar a favoritos' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Collar reflectivo' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenCalledTimes(1);
  });

  it('shows no rating', () => {
    render(<ProductCard product={collar} />);
    expect(screen.queryByText(/4[.,]5|reseñas|estrellas/i)).not.toBeInTheDocument();
  });
});
