import { Button, formatNumber } from '@bonis/design-system';
import { Bar, BarCount } from './admin-kit.styles';

export interface BulkAction {
  label: string;
  onClick: () => void;
  /** 'danger' for destructive actions (delete). Default 'default'. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface BulkBarProps {
  /** How many rows are selected; the bar shows only when above 0. */
  count: number;
  /** 'Quitar selección'. */
  onClear: () => void;
  actions: readonly BulkAction[];
}

/** '3 seleccionados' with the bulk actions and 'Quitar selección', while rows are selected. */
export function BulkBar({ count, onClear, actions }: BulkBarProps) {
  if (count <= 0) return null;
  return (
    <Bar role="region" aria-label="Acciones con la selección">
      <BarCount aria-live="polite">
        {count === 1 ? '1 seleccionado' : `${formatNumber(count)} seleccionados`}
      </BarCount>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.tone === 'danger' ? 'danger' : 'secondary'}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Quitar selección
      </Button>
    </Bar>
  );
}
