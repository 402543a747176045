import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress';

describe('Progress', () => {
  it('exposes value, min and max of a determinate bar named by its label', () => {
    render(<Progress label="Puntos para el próximo nivel" value={750} max={1000} showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Puntos para el próximo nivel' });
    expect(bar).toHaveAttribute('aria-valuenow', '750');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('75%')).toBeInTheDocument();
  });

  it('keeps the value inside 0..max', () => {
    render(<Progress label="Subida" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('reads a human value text when given one', () => {
    render(<Progress label="Puntos" value={3} max={10} valueText="3 de 10 compras" showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Puntos' });
    expect(bar).toHaveAttribute('aria-valuetext', '3 de 10 compras');
    expect(screen.getByText('3 de 10 compras')).toBeInTheDocument();
  });

  it('has no value when indeterminate', () => {
    render(<Progress label="Procesando pago" hideLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Procesando pago' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.closest('[data-state]')).toHaveAttribute('data-state', 'indeterminate');
  });
});
