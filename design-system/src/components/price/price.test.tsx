import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Price } from './price';

/** Intl puts a no-break space after the peso sign; compare on plain spaces. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('Price', () => {
  it('shows the price in COP', () => {
    const { container } = render(<Price price={25000} />);
    expect(text(container)).toBe('$ 25.000');
  });

  it('shows the derived original price struck through and read as the previous price', () => {
    const { container } = render(<Price price={25500} discountPercentage={15} />);
    const struck = container.querySelector('s');
    expect(struck).toBeInTheDocument();
    expect(text(struck as Element)).toBe('Precio anterior $ 30.000');
    expect(screen.getByText('Precio anterior')).toBeInTheDocument();
  });

  it('shows the savings line when discounted', () => {
    render(<Price price={25500} discountPercentage={15} />);
    expect(text(screen.getByText(/Ahorras/))).toBe('Ahorras $ 4.500');
  });

  it('hides the savings line when asked', () => {
    render(<Price price={25500} discountPercentage={15} showSavings={false} />);
    expect(screen.queryByText(/Ahorras/)).not.toBeInTheDocument();
  });

  it('shows neither original price nor savings without a discount', () => {
    const { container } = render(<Price price={25000} discountPercentage={0} />);
    expect(container.querySelector('s')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ahorras/)).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'regular');
  });

  it('prefers an explicit original price, as membership plans have', () => {
    render(<Price price={299900} originalPrice={358800} />);
    expect(text(screen.getByText(/Ahorras/))).toBe('Ahorras $ 58.900');
  });

  it('ignores an original price that is not above the price', () => {
    const { container } = render(<Price price={30000} originalPrice={30000} />);
    expect(container.querySelector('s')).not.toBeInTheDocument();
  });

  it('shows the member price only when asked', () => {
    const { rerender } = render(<Price price={30000} memberPrice={27000} />);
    expect(screen.queryByText('Precio socio')).not.toBeInTheDocument();
    rerender(<Price price={30000} memberPrice={27000} showMember />);
    const label = screen.getByText('Precio socio');
    expect(text(label.parentElement as Element)).toBe('Precio socio$ 27.000');
  });

  it('exposes its size as a data attribute', () => {
    const { container } = render(<Price price={1000} size="lg" className="extra" />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-size', 'lg');
    expect(root?.classList.contains('extra')).toBe(true);
  });

  it('keeps the member line’s room, hidden and silent, until the member price is shown', () => {
    const { container, rerender } = render(
      <Price price={30000} memberPrice={27000} reserveMemberLine />,
    );
    const placeholder = container.querySelector('[data-variant="member-placeholder"]');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder?.textContent?.trim()).toBe('');
    expect(screen.queryByText('Precio socio')).toBeNull();
    rerender(<Price price={30000} memberPrice={27000} showMember reserveMemberLine />);
    expect(container.querySelector('[data-variant="member-placeholder"]')).toBeNull();
    expect(screen.getByText('Precio socio')).toBeVisible();
  });

  it('reserves nothing unless asked', () => {
    const { container } = render(<Price price={30000} memberPrice={27000} />);
    expect(container.querySelector('[data-variant^="member"]')).toBeNull();
  });
});
