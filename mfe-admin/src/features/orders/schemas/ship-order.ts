import { z } from 'zod';
import { DB_MESSAGES, type Database } from '@bonis/supabase-client';
import { CARRIERS } from '../lib/carriers';

/** The database's check on `orders.tracking_number` (stored uppercase). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/**
 * The ship form's messages. `carrierRequired` and `invalidTrackingNumber` are the words
 * `admin_ship_order` refuses with, so the form and the database say the same thing.
 */
export const SHIP_ORDER_MESSAGES = {
  carrierRequired: DB_MESSAGES.carrierRequired,
  trackingNumberRequired: 'Escribe el número de guía',
  invalidTrackingNumber: DB_MESSAGES.trackingNumberInvalid,
} as const;

/**
 * 'Marcar como enviado' / 'Actualizar guía': a carrier of the list and the carrier's tracking
 * number (trimmed, uppercased as the database stores it). The output is `admin_ship_order`'s
 * arguments but the order's id.
 */
export const shipOrderSchema = z.object({
  // typed as text ('' until one is chosen), sent as one of the list
  p_carrier: z.string().pipe(z.enum(CARRIERS, { error: SHIP_ORDER_MESSAGES.carrierRequired })),
  p_tracking_number: z
    .string()
    .trim()
    .min(1, { error: SHIP_ORDER_MESSAGES.trackingNumberRequired, abort: true })
    .regex(TRACKING_NUMBER_PATTERN, SHIP_ORDER_MESSAGES.invalidTrackingNumber)
    .toUpperCase(),
});

/** What the form holds while it is edited ('' until a carrier is chosen). */
export type ShipOrderInput = z.input<typeof shipOrderSchema>;

/** What is sent: `admin_ship_order(p_order_id, p_carrier, p_tracking_number)`. */
export type ShipOrderArgs = Database['public']['Functions']['admin_ship_order']['Args'];
export type ShipOrderValues = z.output<typeof shipOrderSchema>;
