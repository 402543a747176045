/**
 * The packing slip's URL (its route record is `app/routes.ts`'s). It lives here until
 * `config/paths.ts` gets an entry for it; features don't import `app`.
 */
export const PACKING_SLIP_PATH = '/admin/orders/:id/lista-de-empaque';

export const packingSlipHref = (orderId: string) =>
  `/admin/orders/${encodeURIComponent(orderId)}/lista-de-empaque`;

/** Back to the orders from the slip. */
export const ORDERS_HREF = '/admin/orders';
