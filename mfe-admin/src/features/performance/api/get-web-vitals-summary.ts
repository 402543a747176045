import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Database } from '@bonis/supabase-client';

/** One row of `web_vitals_summary` (20261208100000_web_vitals.sql): a metric's p75 for a route, app and release. */
export type VitalsSummaryRow =
  Database['public']['Functions']['web_vitals_summary']['Returns'][number];

/** How far back the screen looks. */
export const PERIODS = ['24h', '7d', '30d', '90d'] as const;
export type Period = (typeof PERIODS)[number];

const PERIOD_MS: Record<Period, number> = {
  '24h': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
  '30d': 30 * 24 * 60 * 60 * 1000,
  '90d': 90 * 24 * 60 * 60 * 1000,
};

export interface VitalsQuery {
  period: Period;
  /** 'mobile' | 'desktop'; '' for both */
  device: string;
  /** 'server' | 'cache' | 'browser'; '' for all */
  render: string;
}

export const performanceKeys = {
  all: ['admin', 'web-vitals'] as const,
  summary: (query: VitalsQuery) => [...performanceKeys.all, 'summary', query] as const,
};

/**
 * The p75 of each metric per route, app and release over the period (admins only: the function
 * refuses anyone else). Every release comes back; the screen picks one. Throws the error.
 */
export async function getWebVitalsSummary(
  client: BonisClient,
  { period, device, render }: VitalsQuery,
  now: number = Date.now(),
): Promise<VitalsSummaryRow[]> {
  const { data, error } = await client.rpc('web_vitals_summary', {
    p_since: new Date(now - PERIOD_MS[period]).toISOString(),
    ...(device ? { p_device: device } : {}),
    ...(render ? { p_render: render } : {}),
  });
  if (error) throw error;
  return data ?? [];
}

export const webVitalsSummaryQueryOptions = (query: VitalsQuery) =>
  queryOptions({
    queryKey: performanceKeys.summary(query),
    queryFn: () => getWebVitalsSummary(getSupabase(), query),
    // the figures on screen stay while other filters load
    placeholderData: keepPreviousData,
  });

export function useWebVitalsSummary(query: VitalsQuery) {
  return useQuery(webVitalsSummaryQueryOptions(query));
}
