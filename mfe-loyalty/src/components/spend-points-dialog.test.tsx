import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@bonis/test-utils';
import { SpendPointsDialog, pointsLabel, spendLines } from './spend-points-dialog';

describe('spendLines', () => {
  it('says the cost and the balance left, in es-CO numbers', () => {
    expect(spendLines(300, 1_400)).toEqual(['Costo: 300 puntos', 'Te quedarán: 1.100 puntos']);
    expect(spendLines(100, 250)).toEqual(['Costo: 100 puntos', 'Te quedarán: 150 puntos']);
  });

  it('leaves out what is left while the balance is unknown, and never goes below 0', () => {
    expect(spendLines(300, null)).toEqual(['Costo: 300 puntos']);
    expect(spendLines(300, 200)).toEqual(['Costo: 300 puntos', 'Te quedarán: 0 puntos']);
  });

  it('writes one point in the singular', () => {
    expect(pointsLabel(1)).toBe('1 punto');
    expect(pointsLabel(12_000)).toBe('12.000 puntos');
  });
});

describe('SpendPointsDialog', () => {
  it('confirms once however often its button is pressed while open', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <SpendPointsDialog
        open
        title="¿Canjear Snack sorpresa?"
        cost={300}
        balance={1_400}
        confirmLabel="Confirmar canje"
        onConfirm={onConfirm}
        // kept open: a second press reaches the button
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '¿Canjear Snack sorpresa?' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar canje' });

    await user.click(confirm);
    await user.click(confirm);

    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms again when opened again', async () => {
    const onConfirm = vi.fn();
    const dialog = (open: boolean) => (
      <SpendPointsDialog
        open={open}
        title="¿Girar la ruleta?"
        cost={100}
        balance={250}
        confirmLabel="Girar"
        onConfirm={onConfirm}
        onClose={() => {}}
      />
    );
    const { user, rerender } = renderWithProviders(dialog(true));
    await user.click(screen.getByRole('button', { name: 'Girar' }));
    rerender(dialog(false));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(dialog(true));
    await user.click(screen.getByRole('button', { name: 'Girar' }));

    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
