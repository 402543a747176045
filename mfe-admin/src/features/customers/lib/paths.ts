/**
 * The admin URLs the customer page links to. They belong in `src/config/paths.ts` (the remote's
 * one list of paths); they are here until that file has them.
 */

/** The users list ('Volver a usuarios'). */
export const usersHref = () => '/admin/users';

/** A customer's page: `/admin/users/:id`. */
export const customerHref = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

/** The orders list searched for one order number (its `q`: number or customer email). */
export const ordersHref = (q: string) => `/admin/orders?${new URLSearchParams({ q }).toString()}`;
