import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { ConfirmDialog, formatNumber } from '@bonis/design-system';

/** '300 puntos', '1.100 puntos', '1 punto': points as this remote writes them (es-CO). */
export const pointsLabel = (points: number) =>
  `${formatNumber(points)} ${points === 1 ? 'punto' : 'puntos'}`;

/** The lines of the confirmation: what it costs and, when the balance is known, what is left. */
export function spendLines(cost: number, balance: number | null): string[] {
  const lines = [`Costo: ${pointsLabel(cost)}`];
  if (balance !== null) lines.push(`Te quedarán: ${pointsLabel(Math.max(0, balance - cost))}`);
  return lines;
}

const Line = styled.span`
  display: block;
  font-variant-numeric: tabular-nums;
`;

export interface SpendPointsDialogProps {
  /** shown while true */
  open: boolean;
  /** '¿Canjear Snack sorpresa?' */
  title: string;
  /** what it costs, in points */
  cost: number;
  /** the balance before spending (the bus's points); null while unknown: no 'Te quedarán' line */
  balance: number | null;
  /** 'Confirmar canje', 'Confirmar compra', 'Girar' */
  confirmLabel: string;
  /** spends: called once per opening, however often the confirm button is pressed */
  onConfirm: () => void;
  /** asked to close: 'Cancelar', Escape, a click outside (spending nothing), and after a confirm */
  onClose: () => void;
}

/**
 * Asks before spending points (the design system's ConfirmDialog: an alertdialog with focus on
 * 'Cancelar', so Enter never spends by accident): what it costs and the balance it leaves,
 * e.g. 'Costo: 300 puntos' / 'Te quedarán: 1.100 puntos'. Only the confirm button spends, and
 * only once per opening (a double click confirms once). The database still has the last word:
 * it refuses a balance that does not cover the cost.
 */
export function SpendPointsDialog({
  open,
  title,
  cost,
  balance,
  confirmLabel,
  onConfirm,
  onClose,
}: SpendPointsDialogProps) {
  /** set synchronously, so a second press before the dialog closes spends nothing */
  const confirmed = useRef(false);
  useEffect(() => {
    if (open) confirmed.current = false;
  }, [open]);

  const confirm = () => {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };

  const lines = spendLines(cost, balance);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={lines.map((line, index) => (
        // a space between the lines, so the dialog's description reads as two sentences
        <Line key={line}>
          {index > 0 && ' '}
          {line}
        </Line>
      ))}
      confirmLabel={confirmLabel}
      cancelLabel="Cancelar"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
