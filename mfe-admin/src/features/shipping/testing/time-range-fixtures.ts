import type { TimeRangeRow } from '../api/get-time-ranges';

/** For tests only: a row as the database returns it. */
export const MORNING: TimeRangeRow = {
  id: 'range-morning',
  time_range: '8:00 a. m. - 12:00 m.',
  description: 'Entrega en la mañana',
  cost: 8000,
  icon: '☀️',
  priority: 1,
  ends_at: '12:00:00',
  is_active: true,
  updated_at: '2026-11-20T15:00:00Z',
};
