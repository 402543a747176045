import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders its content in a div by default', () => {
    render(<Card data-testid="card">Resumen del pedido</Card>);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card.textContent).toBe('Resumen del pedido');
    expect(card).toHaveAttribute('data-variant', 'outlined');
  });

  it('renders as the element asked for, keeping its semantics', () => {
    render(
      <Card as="article" aria-labelledby="t" variant="elevated">
        <h2 id="t">Concentrado para perro</h2>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Concentrado para perro' });
    expect(article).toHaveAttribute('data-variant', 'elevated');
  });

  it('marks interactive cards', () => {
    render(
      <ul>
        <Card as="li" interactive>
          <a href="/product/1">Arnés</a>
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('data-interactive', 'true');
    expect(screen.getByRole('link', { name: 'Arnés' })).toBeInTheDocument();
  });

  it('forwards ref and className', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Card ref={ref} className="x" as="section" aria-label="Datos">
        …
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Datos' });
    expect(ref.current).toBe(region);
    expect(region.classList.contains('x')).toBe(true);
  });
});
