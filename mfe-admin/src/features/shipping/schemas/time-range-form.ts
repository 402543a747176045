import { z } from 'zod';
import type { TablesInsert } from '@bonis/supabase-client';
import {
  descriptionField,
  tooLongMessage,
  wholeNumberField,
} from '../../../components/admin-kit/schema-fields';

/** The database's limits for `shipping_time_ranges` (check constraints). */
export const RANGE_TEXT_MAX = 60;
export const RANGE_DESCRIPTION_MAX = 300;

/**
 * The seven icons a time range can have (spec §5; the database's check allows exactly these),
 * in the spec's order, with the Spanish name each radio is read by.
 */
export const TIME_RANGE_ICONS = [
  { icon: '📦', name: 'Paquete' },
  { icon: '🚚', name: 'Camión' },
  { icon: '⚡', name: 'Rayo' },
  { icon: '🌙', name: 'Luna' },
  { icon: '☀️', name: 'Sol' },
  { icon: '🕐', name: 'Reloj' },
  { icon: '⏰', name: 'Despertador' },
] as const;

export type TimeRangeIcon = (typeof TIME_RANGE_ICONS)[number]['icon'];

const ICON_VALUES = TIME_RANGE_ICONS.map((option) => option.icon) as [
  TimeRangeIcon,
  ...TimeRangeIcon[],
];

/** The spec's defaults for a new range: icon 📦, priority 1. */
export const DEFAULT_TIME_RANGE_ICON: TimeRangeIcon = '📦';
export const DEFAULT_PRIORITY = 1;

/** The icon's Spanish name ('Paquete'), or the icon itself for one outside the list. */
export function timeRangeIconName(icon: string): string {
  return TIME_RANGE_ICONS.find((option) => option.icon === icon)?.name ?? icon;
}

/** 'HH:MM' or 'HH:MM:SS', 24 h. */
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** A time of day as the time input holds it ('16:00'); '' for none. */
export function clockText(time: string | null | undefined): string {
  const match = time ? CLOCK.exec(time) : null;
  return match ? `${match[1]}:${match[2]}` : '';
}

const clockFormat = new Intl.DateTimeFormat('es-CO', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/** A time of day in Spanish, 12 h: '16:00:00' → '4:00 p. m.' ('' when it is not a time). */
export function formatClock(time: string | null | undefined): string {
  const match = time ? CLOCK.exec(time) : null;
  if (!match) return '';
  return clockFormat.format(new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]))));
}

/**
 * The create/edit time range dialog (spec §5: range text, cost and priority required, lower
 * priority shows first; icon from the seven, 📦 by default; priority 1 by default). `ends_at`
 * is the Bogotá time after which today's delivery in this range can't be chosen any more
 * (checkout and `private.slot_open`); empty, always available today.
 */
export const timeRangeFormSchema = z.object({
  time_range: z
    .string()
    .trim()
    .min(1, 'El rango horario es obligatorio')
    .max(RANGE_TEXT_MAX, tooLongMessage('El rango horario', RANGE_TEXT_MAX)),
  description: descriptionField(RANGE_DESCRIPTION_MAX),
  cost: wholeNumberField({
    required: 'El costo es obligatorio',
    invalid: 'Ingresa un costo en pesos enteros (sin decimales)',
  }),
  priority: wholeNumberField({
    required: 'La prioridad es obligatoria',
    invalid: 'Ingresa un número entero, 0 o mayor',
  }),
  icon: z.enum(ICON_VALUES, { message: 'Elige un ícono' }),
  ends_at: z
    .string()
    .trim()
    .refine((text) => text === '' || CLOCK.test(text), 'Ingresa una hora válida (HH:MM)')
    // the database's check: a range can't end at midnight (that is 'no end': leave it empty)
    .refine(
      (text) => text === '' || clockText(text) !== '00:00',
      'Elige una hora después de las 12:00 a. m., o deja el campo vacío',
    ),
  is_active: z.boolean(),
});

export type TimeRangeFormInput = z.input<typeof timeRangeFormSchema>;
export type TimeRangeFormValues = z.output<typeof timeRangeFormSchema>;

/** The row written by an insert or update: empty description and end time are stored as null. */
export function toTimeRangeWrite(
  values: TimeRangeFormValues,
): Pick<
  TablesInsert<'shipping_time_ranges'>,
  'time_range' | 'description' | 'cost' | 'priority' | 'icon' | 'ends_at' | 'is_active'
> {
  return {
    time_range: values.time_range,
    description: values.description || null,
    cost: values.cost,
    priority: values.priority,
    icon: values.icon,
    ends_at: values.ends_at ? clockText(values.ends_at) : null,
    is_active: values.is_active,
  };
}
