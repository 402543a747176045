import { formatDecimal, formatNumber, type BadgeTone } from '@bonis/design-system';

/** The Core Web Vitals, in the order the screen shows them. */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

export type Rating = 'good' | 'needs-improvement' | 'poor';

interface VitalFacts {
  /** what it measures, as the screen names it */
  name: string;
  /** good up to and including this (ms; CLS has no unit) */
  good: number;
  /** poor above this */
  poor: number;
}

/**
 * The Core Web Vitals thresholds (web.dev), as the database rates each measurement
 * (`private.web_vital_rating`, 20261208100000_web_vitals.sql).
 */
export const THRESHOLDS: Record<Vital, VitalFacts> = {
  LCP: { name: 'Carga del contenido principal', good: 2500, poor: 4000 },
  INP: { name: 'Respuesta a las interacciones', good: 200, poor: 500 },
  CLS: { name: 'Estabilidad visual', good: 0.1, poor: 0.25 },
  FCP: { name: 'Primer contenido en pantalla', good: 1800, poor: 3000 },
  TTFB: { name: 'Respuesta del servidor', good: 800, poor: 1800 },
};

export const RATING_LABELS = {
  good: 'Bueno',
  'needs-improvement': 'Mejorable',
  poor: 'Malo',
} as const satisfies Record<Rating, string>;

export const RATING_TONES = {
  good: 'success',
  'needs-improvement': 'warning',
  poor: 'danger',
} as const satisfies Record<Rating, BadgeTone>;

/** A value's rating: good up to the first threshold, poor above the second. */
export function ratingOf(vital: Vital, value: number): Rating {
  const { good, poor } = THRESHOLDS[vital];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * A value as the screen reads it: CLS as a number ('0,12'), times under a second in
 * milliseconds ('180 ms'), longer ones in seconds ('2,45 s').
 */
export function formatVital(vital: Vital, value: number): string {
  if (vital === 'CLS') return formatDecimal(value, 3, 2);
  if (value < 1000) return `${formatNumber(Math.round(value))} ms`;
  return `${formatDecimal(value / 1000, 2)} s`;
}
