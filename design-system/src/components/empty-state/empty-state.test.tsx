import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('titles the empty state with a heading and shows the description', () => {
    render(
      <EmptyState
        title="Aún no tienes favoritos"
        description="Guarda los productos que te gustan para encontrarlos rápido."
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Aún no tienes favoritos' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Guarda los productos/)).toBeInTheDocument();
  });

  it('hides the illustration from assistive technology', () => {
    render(<EmptyState title="Sin resultados" icon={<span>🐾</span>} />);
    const icon = screen.getByText('🐾');
    expect(icon.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders the action slot', () => {
    render(<EmptyState title="Tu carrito está vacío" action={<a href="/">Seguir comprando</a>} />);
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/');
  });

  it('uses the heading level that fits the page', () => {
    render(<EmptyState title="No hay bonos creados" headingAs="h3" />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'No hay bonos creados' }),
    ).toBeInTheDocument();
  });

  it('leaves out the parts it was not given', () => {
    const { container } = render(<EmptyState title="Nada" size="sm" />);
    expect(container.firstElementChild?.children).toHaveLength(1);
    expect(container.firstElementChild).toHaveAttribute('data-size', 'sm');
  });
});
