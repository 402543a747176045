import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIORITY,
  DEFAULT_TIME_RANGE_ICON,
  TIME_RANGE_ICONS,
  clockText,
  formatClock,
  timeRangeFormSchema,
  timeRangeIconName,
  toTimeRangeWrite,
  type TimeRangeFormInput,
} from './time-range-form';

const VALID: TimeRangeFormInput = {
  time_range: ' 8:00 a. m. - 12:00 m. ',
  description: 'Entrega en la mañana',
  cost: '8.000',
  priority: '1',
  icon: '☀️',
  ends_at: '12:00',
  is_active: true,
};

function errorsOf(input: Partial<TimeRangeFormInput>): Record<string, string[]> {
  const result = timeRangeFormSchema.safeParse({ ...VALID, ...input });
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe('the time range form', () => {
  it('offers the seven icons of the spec, in its order, 📦 and priority 1 by default', () => {
    expect(TIME_RANGE_ICONS.map((option) => option.icon)).toEqual([
      '📦',
      '🚚',
      '⚡',
      '🌙',
      '☀️',
      '🕐',
      '⏰',
    ]);
    expect(DEFAULT_TIME_RANGE_ICON).toBe('📦');
    expect(DEFAULT_PRIORITY).toBe(1);
  });

  it('parses a valid range', () => {
    expect(timeRangeFormSchema.parse(VALID)).toEqual({
      time_range: '8:00 a. m. - 12:00 m.',
      description: 'Entrega en la mañana',
      cost: 8000,
      priority: 1,
      icon: '☀️',
      ends_at: '12:00',
      is_active: true,
    });
  });

  it('requires the range text, the cost and the priority', () => {
    expect(errorsOf({ time_range: ' ', cost: '', priority: '' })).toEqual({
      time_range: ['El rango horario es obligatorio'],
      cost: ['El costo es obligatorio'],
      priority: ['La prioridad es obligatoria'],
    });
  });

  it('accepts priority 0 and refuses a negative or decimal one', () => {
    expect(errorsOf({ priority: '0' })).toEqual({});
    expect(errorsOf({ priority: '-1' })).toEqual({
      priority: ['Ingresa un número entero, 0 o mayor'],
    });
    expect(errorsOf({ priority: '1,5' })).toEqual({
      priority: ['Ingresa un número entero, 0 o mayor'],
    });
  });

  it('refuses an icon outside the seven', () => {
    expect(errorsOf({ icon: '🐶' as TimeRangeFormInput['icon'] })).toEqual({
      icon: ['Elige un ícono'],
    });
  });

  it('leaves the cut-off time optional, and refuses midnight and non-times', () => {
    expect(errorsOf({ ends_at: '' })).toEqual({});
    expect(errorsOf({ ends_at: '00:00' })).toEqual({
      ends_at: ['Elige una hora después de las 12:00 a. m., o deja el campo vacío'],
    });
    expect(errorsOf({ ends_at: '25:00' })).toEqual({
      ends_at: ['Ingresa una hora válida (HH:MM)'],
    });
  });

  it('stores an empty description and cut-off as null', () => {
    expect(
      toTimeRangeWrite(timeRangeFormSchema.parse({ ...VALID, description: '', ends_at: '' })),
    ).toEqual({
      time_range: '8:00 a. m. - 12:00 m.',
      description: null,
      cost: 8000,
      priority: 1,
      icon: '☀️',
      ends_at: null,
      is_active: true,
    });
  });
});

describe('times of day', () => {
  it('shows the database time in the time input and in Spanish', () => {
    expect(clockText('16:00:00')).toBe('16:00');
    expect(clockText(null)).toBe('');
    expect(formatClock('16:00:00').replace(/\s/g, ' ')).toBe('4:00 p. m.');
    expect(formatClock('09:30').replace(/\s/g, ' ')).toBe('9:30 a. m.');
    expect(formatClock(null)).toBe('');
  });

  it('names the icons in Spanish', () => {
    expect(timeRangeIconName('🚚')).toBe('Camión');
    expect(timeRangeIconName('☀️')).toBe('Sol');
  });
});
