import { z } from 'zod';
import {
  addCalendarDays,
  bogotaDateOf,
  endOfBogotaDayInclusive,
  isCalendarDay,
  todayInBogota,
} from '@bonis/supabase-client';
import { formatDate } from '@bonis/design-system';

/** The database's limits of a reason to void or extend a bonus. */
export const BONUS_REASON_MIN = 3;
export const BONUS_REASON_MAX = 300;

export const BONUS_ACTION_MESSAGES = {
  reasonTooShort: `El motivo debe tener al menos ${BONUS_REASON_MIN} caracteres`,
  reasonTooLong: `Máximo ${BONUS_REASON_MAX} caracteres`,
  dayRequired: 'Elige la nueva fecha de vencimiento',
  dayTooEarly: (min: string) => `Elige el ${formatDate(min)} o un día posterior`,
  dayTooLate: (max: string) => `Como máximo un año desde hoy: hasta el ${formatDate(max)}`,
} as const;

const reasonField = z
  .string()
  .trim()
  .min(BONUS_REASON_MIN, BONUS_ACTION_MESSAGES.reasonTooShort)
  .max(BONUS_REASON_MAX, BONUS_ACTION_MESSAGES.reasonTooLong);

/** 'Anular bono': a reason, kept with the bonus. */
export const voidBonusSchema = z.object({ reason: reasonField });

export type VoidBonusInput = z.input<typeof voidBonusSchema>;
export type VoidBonus = z.output<typeof voidBonusSchema>;

/**
 * The days a bonus can be extended to (Bogotá days; the bonus then ends at the end of that day):
 * from the day after its current expiry (today when it has already expired) to the day before
 * a year from now, so the end of the chosen day is later than now and than the current expiry
 * and within a year, as `admin_extend_bonus` requires.
 */
export function extendBounds(
  expiresAt: string,
  now: Date = new Date(),
): { min: string; max: string } {
  const today = todayInBogota(now);
  const expired = new Date(expiresAt).getTime() <= now.getTime();
  const min = expired ? today : addCalendarDays(bogotaDateOf(expiresAt), 1);
  const yearFromNow = new Date(now);
  yearFromNow.setUTCFullYear(yearFromNow.getUTCFullYear() + 1);
  const max = addCalendarDays(bogotaDateOf(yearFromNow), -1);
  return { min, max };
}

/** What the 'Extender' form holds: a Bogotá day ('YYYY-MM-DD') and the reason. */
export interface ExtendBonusInput {
  day: string;
  reason: string;
}

/** What `admin_extend_bonus` is called with: the new expiry (the day's last instant) and why. */
export interface ExtendBonus {
  expiresAt: string;
  reason: string;
}

/** The 'Extender' form of a bonus expiring at `expiresAt`: a day within `extendBounds`, a reason. */
export function extendBonusSchema(expiresAt: string, now: Date = new Date()) {
  const { min, max } = extendBounds(expiresAt, now);
  return z
    .object({
      day: z.string().transform((day, ctx) => {
        const fail = (message: string) => {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        };
        if (!isCalendarDay(day)) return fail(BONUS_ACTION_MESSAGES.dayRequired);
        if (day < min) return fail(BONUS_ACTION_MESSAGES.dayTooEarly(min));
        if (day > max) return fail(BONUS_ACTION_MESSAGES.dayTooLate(max));
        return endOfBogotaDayInclusive(day);
      }),
      reason: reasonField,
    })
    .transform(({ day, reason }) => ({ expiresAt: day, reason })) satisfies z.ZodType<
    ExtendBonus,
    ExtendBonusInput
  >;
}
