import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeTone, type BadgeVariant } from './badge';

describe('Badge', () => {
  it.each<[BadgeVariant, string]>([
    ['nuevo', 'Nuevo'],
    ['oferta', 'Oferta'],
    ['popular', 'Popular'],
    ['agotado', 'Agotado'],
    ['pocas-unidades', 'Pocas unidades'],
    ['activo', 'Activo'],
    ['inactivo', 'Inactivo'],
  ])('shows the Spanish label of the %s badge by default', (variant, label) => {
    render(<Badge variant={variant} />);
    expect(screen.getByText(label)).toHaveAttribute('data-variant', variant);
  });

  it('lets children override the label, e.g. a discount', () => {
    render(<Badge variant="oferta">-20%</Badge>);
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.queryByText('Oferta')).not.toBeInTheDocument();
  });

  it('renders the children of the neutral, info and member badges', () => {
    render(
      <>
        <Badge>3</Badge>
        <Badge variant="member" size="sm">
          Precio socio
        </Badge>
      </>,
    );
    expect(screen.getByText('3')).toHaveAttribute('data-variant', 'neutral');
    expect(screen.getByText('Precio socio')).toHaveAttribute('data-size', 'sm');
  });

  it('passes className and attributes to its span', () => {
    render(<Badge variant="nuevo" className="x" aria-label="Producto nuevo" />);
    const badge = screen.getByLabelText('Producto nuevo');
    expect(badge.classList.contains('x')).toBe(true);
  });

  it.each<[BadgeTone, string]>([
    ['neutral', 'Programado'],
    ['info', 'Enviado'],
    ['success', 'Pagado'],
    ['warning', 'Pago pendiente'],
    ['danger', 'Cancelado'],
  ])('shows a %s tone with the label it is given', (tone, label) => {
    render(<Badge tone={tone}>{label}</Badge>);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).not.toHaveAttribute('data-variant');
  });

  it("shows a tone's label only, never a shop badge's, even when a variant is given too", () => {
    render(
      <Badge tone="danger" variant="oferta" size="sm" data-status="cancelled">
        Cancelado
      </Badge>,
    );
    const badge = screen.getByText('Cancelado');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    expect(badge).toHaveAttribute('data-size', 'sm');
    expect(badge).toHaveAttribute('data-status', 'cancelled');
    expect(screen.queryByText('Oferta')).not.toBeInTheDocument();
  });
});
