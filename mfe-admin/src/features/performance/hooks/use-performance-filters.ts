import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PERIODS, type Period } from '../api/get-web-vitals-summary';

export const DEVICES = ['mobile', 'desktop'] as const;
export const RENDER_SOURCES = ['server', 'cache', 'browser'] as const;

/** The filters' URL parameters. */
export const FILTER_PARAMS = {
  period: 'periodo',
  release: 'version',
  device: 'dispositivo',
  render: 'origen',
} as const;

export type FilterName = keyof typeof FILTER_PARAMS;

/** The period shown without one in the URL. */
export const DEFAULT_PERIOD: Period = '7d';

export interface PerformanceFilters {
  period: Period;
  /** one release, or '' for every release (each its own row) */
  release: string;
  /** 'mobile', 'desktop' or '' */
  device: string;
  /** 'server', 'cache', 'browser' or '' */
  render: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/**
 * The screen's filters, kept in the URL (`?periodo=30d&version=0.5.0&dispositivo=mobile
 * &origen=server`) so a comparison is a link; unknown values read as the defaults. Each change
 * is a history entry.
 */
export function usePerformanceFilters(): PerformanceFilters & {
  change: (name: FilterName, value: string) => void;
  clear: () => void;
  filtering: boolean;
} {
  const [params, setParams] = useSearchParams();
  const period = params.get(FILTER_PARAMS.period);
  const device = params.get(FILTER_PARAMS.device);
  const render = params.get(FILTER_PARAMS.render);
  const filters: PerformanceFilters = {
    period: oneOf(PERIODS, period) ? period : DEFAULT_PERIOD,
    release: params.get(FILTER_PARAMS.release) ?? '',
    device: oneOf(DEVICES, device) ? device : '',
    render: oneOf(RENDER_SOURCES, render) ? render : '',
  };

  const change = useCallback(
    (name: FilterName, value: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const isDefault = value === '' || (name === 'period' && value === DEFAULT_PERIOD);
        if (isDefault) updated.delete(FILTER_PARAMS[name]);
        else updated.set(FILTER_PARAMS[name], value);
        return updated;
      }),
    [setParams],
  );

  const clear = useCallback(
    () =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const name of ['release', 'device', 'render'] as const) {
          updated.delete(FILTER_PARAMS[name]);
        }
        return updated;
      }),
    [setParams],
  );

  return {
    ...filters,
    change,
    clear,
    filtering: filters.release !== '' || filters.device !== '' || filters.render !== '',
  };
}
