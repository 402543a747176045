import { Button, TextField } from '@bonis/design-system';
import { FilterField } from '../../../components/admin-kit';
import {
  PERIOD_LABELS,
  PERIOD_PRESETS,
  type DashboardPeriodState,
} from '../hooks/use-dashboard-period';
import { PeriodBar, PresetGroup } from './dashboard.styles';

export type PeriodPickerProps = Pick<
  DashboardPeriodState,
  'preset' | 'period' | 'choose' | 'setDay'
>;

/**
 * The dashboard's period: 'Hoy', '7 días', '30 días', 'Este mes' and 'Personalizado' as toggle
 * buttons (the chosen one pressed); 'Personalizado' adds 'Desde' and 'Hasta' (each bounds the
 * other).
 */
export function PeriodPicker({ preset, period, choose, setDay }: PeriodPickerProps) {
  return (
    <PeriodBar>
      <PresetGroup role="group" aria-label="Periodo">
        {PERIOD_PRESETS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === preset ? 'primary' : 'secondary'}
            aria-pressed={option === preset}
            onClick={() => choose(option)}
          >
            {PERIOD_LABELS[option]}
          </Button>
        ))}
      </PresetGroup>
      {preset === 'custom' ? (
        <>
          <FilterField>
            Desde
            <TextField
              size="sm"
              type="date"
              value={period.from}
              max={period.to}
              onChange={(event) => setDay('from', event.target.value)}
            />
          </FilterField>
          <FilterField>
            Hasta
            <TextField
              size="sm"
              type="date"
              value={period.to}
              min={period.from}
              onChange={(event) => setDay('to', event.target.value)}
            />
          </FilterField>
        </>
      ) : null}
    </PeriodBar>
  );
}
