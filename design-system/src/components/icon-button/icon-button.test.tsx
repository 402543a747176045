import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    render(
      <IconButton label="Cerrar">
        <svg>
          <title>x</title>
        </svg>
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Cerrar' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'ghost');
  });

  it('runs onClick from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Agregar a favoritos" variant="secondary" onClick={onClick}>
        ♥
      </IconButton>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Agregar a favoritos' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is busy and disabled while loading', () => {
    render(
      <IconButton label="Eliminar" loading>
        🗑
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Eliminar' }) as HTMLButtonElement;
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('forwards ref and className', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton ref={ref} className="extra" label="Menú" size="lg">
        ≡
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(ref.current).toBe(button);
    expect(button.classList.contains('extra')).toBe(true);
    expect(button).toHaveAttribute('data-size', 'lg');
  });
});
