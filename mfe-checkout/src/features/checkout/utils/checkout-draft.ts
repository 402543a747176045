import { citiesOf, COLOMBIA } from '@bonis/supabase-client';
import {
  COUNTRY_CODES,
  NOTES_MAX,
  PAYMENT_METHODS,
  phoneDigits,
  type CheckoutValues,
  type CountryCode,
} from '../schemas/checkout';
import { deliveryDays } from './delivery-calendar';

/**
 * The checkout form's draft: what the shopper typed and chose, kept in sessionStorage (this
 * tab, until it closes) so a refresh mid-checkout loses nothing. One key per signed-in user;
 * cleared when the order is placed. Only these fields are kept: no discount (priced again by
 * the database) and never anything of a card (the card is typed on /payment, never here).
 */
export const DRAFT_FIELDS = [
  'firstName',
  'lastName',
  'countryCode',
  'phone',
  'email',
  'address',
  'department',
  'city',
  'notes',
  'slotId',
  'deliveryDate',
  'paymentMethod',
] as const satisfies readonly (keyof CheckoutValues)[];

export type CheckoutDraft = Pick<CheckoutValues, (typeof DRAFT_FIELDS)[number]>;

/** Bumped when the stored shape changes: an older draft is ignored. */
const DRAFT_VERSION = 1;

/** The sessionStorage key of a shopper's draft. */
export const draftKey = (userId: string) => `bonis:checkout-draft:${userId}`;

/** The longest free text kept (a field longer than any real one is cut). */
const TEXT_MAX = 300;

/** This tab's sessionStorage, or null where the browser refuses it (privacy modes, SSR). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const text = (value: unknown, max = TEXT_MAX) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

/**
 * The draft stored for `userId`, with only what is still valid at `now`: a known country code,
 * department and city of that department, payment method, and a delivery day still offered
 * (with its range; whether the range is still open that day is the calendar's to say). Null
 * when there is none or it can't be read.
 */
export function readDraft(
  storage: Storage | null,
  userId: string,
  now: Date = new Date(),
): Partial<CheckoutDraft> | null {
  let stored: unknown;
  try {
    const raw = storage?.getItem(draftKey(userId));
    if (!raw) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { version, values } = stored as { version?: unknown; values?: unknown };
  if (version !== DRAFT_VERSION || typeof values !== 'object' || values === null) return null;
  const saved = values as Record<string, unknown>;

  const draft: Partial<CheckoutDraft> = {};
  for (const name of ['firstName', 'lastName', 'email', 'address'] as const) {
    const value = text(saved[name]);
    if (value !== undefined) draft[name] = value;
  }
  const notes = text(saved.notes, NOTES_MAX);
  if (notes !== undefined) draft.notes = notes;

  const countryCode: CountryCode = oneOf(COUNTRY_CODES, saved.countryCode) ?? '+57';
  if (saved.countryCode !== undefined) draft.countryCode = countryCode;
  const phone = text(saved.phone);
  if (phone !== undefined) draft.phone = phoneDigits(phone, countryCode);

  const department = oneOf(
    COLOMBIA.map(({ name }) => name),
    saved.department,
  );
  if (department) {
    draft.department = department;
    const city = oneOf(citiesOf(department), saved.city);
    if (city) draft.city = city;
  }

  const days = deliveryDays(now).map(({ date }) => date);
  const deliveryDate = oneOf(days, saved.deliveryDate);
  const slotId = text(saved.slotId);
  if (deliveryDate && slotId) {
    draft.deliveryDate = deliveryDate;
    draft.slotId = slotId;
  }
  const paymentMethod = oneOf(PAYMENT_METHODS, saved.paymentMethod);
  if (paymentMethod) draft.paymentMethod = paymentMethod;
  return draft;
}

/** Keeps the form's draft for `userId` (the listed fields only). A full storage is ignored. */
export function writeDraft(storage: Storage | null, userId: string, values: CheckoutValues) {
  const kept = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, values[name]]));
  try {
    storage?.setItem(draftKey(userId), JSON.stringify({ version: DRAFT_VERSION, values: kept }));
  } catch {
    // a full or refused storage: the draft is a convenience, the form works without it
  }
}

/** Forgets the draft of `userId` (the order was placed). */
export function removeDraft(storage: Storage | null, userId: string) {
  try {
    storage?.removeItem(draftKey(userId));
  } catch {
    // nothing to forget where storage is refused
  }
}
