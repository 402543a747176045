import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('is a group named by its label, showing the value', () => {
    render(<StatCard label="Total de pedidos" value="1.250" />);
    const card = screen.getByRole('group', { name: 'Total de pedidos' });
    expect(within(card).getByText('1.250')).toBeInTheDocument();
  });

  it('hides the icon from assistive technology', () => {
    render(<StatCard label="Usuarios" value="87" icon={<span>👥</span>} />);
    expect(screen.getByText('👥').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('states the trend in words with a decorative arrow', () => {
    render(
      <StatCard
        label="Ingresos"
        value="$ 1.500.000"
        trend={{ direction: 'up', label: '+12 % frente al mes anterior' }}
      />,
    );
    const trend = screen.getByText(/\+12 %/);
    expect(trend).toHaveAttribute('data-variant', 'up');
    expect(trend.querySelector('[aria-hidden="true"]')?.textContent).toBe('↑');
  });

  it('shows a hint and the warning tone for alerts', () => {
    render(<StatCard label="Stock bajo" value="4" hint="Menos de 10 unidades" tone="warning" />);
    const card = screen.getByRole('group', { name: 'Stock bajo' });
    expect(card).toHaveAttribute('data-variant', 'warning');
    expect(within(card).getByText('Menos de 10 unidades')).toBeInTheDocument();
  });

  it('marks itself busy and holds the value back while loading', () => {
    render(<StatCard label="Productos" value="91" loading hint="Activos" />);
    const card = screen.getByRole('group', { name: 'Productos' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).queryByText('91')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Cargando' })).toBeInTheDocument();
  });
});
