import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { addCalendarDays, isCalendarDay, todayInBogota } from '@bonis/supabase-client';
import type { DashboardPeriod } from '../api/get-dashboard-report';

/** The dashboard's periods: today, the last 7 or 30 days, this month, or two days chosen. */
export const PERIOD_PRESETS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_LABELS = {
  today: 'Hoy',
  '7d': '7 días',
  '30d': '30 días',
  month: 'Este mes',
  custom: 'Personalizado',
} as const satisfies Record<PeriodPreset, string>;

/** The period shown without one in the URL (the chart's former 30 days). */
export const DEFAULT_PRESET: PeriodPreset = '30d';

/** The URL's parameters: `range` (a preset; the default is left out) and `from`/`to` (custom). */
export const PERIOD_PARAMS = { preset: 'range', from: 'from', to: 'to' } as const;

const isPreset = (value: string | null): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly (string | null)[]).includes(value);

/**
 * The Bogotá days of a preset as of `today` (both included): today; the last 7 or 30 days with
 * today; this month from its first day to today; or the custom days (a missing or invalid one
 * is today, or the other day).
 */
export function periodOf(
  preset: PeriodPreset,
  today: string,
  custom: { from?: string | null; to?: string | null } = {},
): DashboardPeriod {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addCalendarDays(today, -6), to: today };
    case '30d':
      return { from: addCalendarDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom': {
      const to = custom.to && isCalendarDay(custom.to) ? custom.to : today;
      const from = custom.from && isCalendarDay(custom.from) ? custom.from : to;
      return { from, to };
    }
  }
}

export interface DashboardPeriodState {
  preset: PeriodPreset;
  period: DashboardPeriod;
  /** Another preset; 'Personalizado' starts from the days shown. */
  choose: (preset: PeriodPreset) => void;
  /** One of the custom days ('YYYY-MM-DD'). */
  setDay: (which: 'from' | 'to', day: string) => void;
}

/**
 * The dashboard's period, kept in the URL (`?range=7d`, `?range=custom&from=…&to=…`) so a
 * period is a link; Bogotá's today. An unknown `range` reads as the default. Each change is a
 * history entry: Back returns to the period before.
 */
export function useDashboardPeriod(): DashboardPeriodState {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PERIOD_PARAMS.preset);
  const preset = isPreset(raw) ? raw : DEFAULT_PRESET;
  const today = todayInBogota();
  const period = periodOf(preset, today, {
    from: params.get(PERIOD_PARAMS.from),
    to: params.get(PERIOD_PARAMS.to),
  });

  const choose = useCallback(
    (next: PeriodPreset) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'custom') {
          // the days on screen, as the start of the custom period
          updated.set(PERIOD_PARAMS.from, period.from);
          updated.set(PERIOD_PARAMS.to, period.to);
        } else {
          updated.delete(PERIOD_PARAMS.from);
          updated.delete(PERIOD_PARAMS.to);
        }
        if (next === DEFAULT_PRESET) updated.delete(PERIOD_PARAMS.preset);
        else updated.set(PERIOD_PARAMS.preset, next);
        return updated;
      }),
    [setParams, period.from, period.to],
  );

  const setDay = useCallback(
    (which: 'from' | 'to', day: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(PERIOD_PARAMS.preset, 'custom');
        if (isCalendarDay(day)) updated.set(PERIOD_PARAMS[which], day);
        else updated.delete(PERIOD_PARAMS[which]);
        return updated;
      }),
    [setParams],
  );

  return { preset, period, choose, setDay };
}
