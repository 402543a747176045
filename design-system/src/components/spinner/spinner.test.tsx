import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it("announces 'Cargando…' as a status by default", () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
  });

  it('announces what is loading when given a label', () => {
    render(<Spinner label="Cargando productos…" size="lg" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Cargando productos…');
    expect(status).toHaveAttribute('data-size', 'lg');
  });
});
