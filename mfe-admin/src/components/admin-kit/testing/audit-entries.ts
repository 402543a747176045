/**
 * For tests only: a row of `audit_log` as the history reads it — an update by Ana Gómez unless
 * `more` says otherwise.
 */
export function auditEntry(
  id: number,
  table: string,
  rowId: string,
  changes: Readonly<Record<string, { before: unknown; after: unknown }>>,
  more: Partial<{
    occurred_at: string;
    action: string;
    actor_id: string;
    actor_name: string;
    actor_email: string | null;
  }> = {},
) {
  return {
    id,
    occurred_at: '2026-11-27T20:05:00Z',
    actor_id: 'admin-1',
    actor_name: 'Ana Gómez',
    actor_email: 'ana@bonis.co',
    table_name: table,
    row_id: rowId,
    action: 'update',
    changes,
    ...more,
  };
}

/**
 * For tests only: the entries the back office's functions write (issue 38), with the changes
 * each records, by the staff member Pedro Ruiz unless `more` says otherwise.
 */
export const operationEntries = (more: Parameters<typeof auditEntry>[4] = {}) => {
  const by = { actor_id: 'staff-1', actor_name: 'Pedro Ruiz', actor_email: 'pedro@bonis.co' };
  return {
    /** admin_deliver_redemption */
    redemptionDelivered: auditEntry(
      41,
      'points_redemptions_v2',
      'redemption-1',
      {
        status: { before: 'pending', after: 'delivered' },
        note: { before: null, after: 'Entregado en la tienda de Chapinero' },
      },
      { ...by, ...more },
    ),
    /** admin_cancel_redemption */
    redemptionCancelled: auditEntry(
      42,
      'points_redemptions_v2',
      'redemption-2',
      {
        status: { before: 'pending', after: 'cancelled' },
        cancel_reason: { before: null, after: 'El premio se agotó' },
      },
      { ...by, ...more },
    ),
    /** admin_resend_gift */
    giftResent: auditEntry(
      43,
      'gift_purchases',
      'gift-1',
      { email_resent: { before: null, after: 'laura@correo.co' } },
      { ...by, ...more },
    ),
    /** admin_void_gift */
    giftVoided: auditEntry(
      44,
      'gift_purchases',
      'gift-2',
      {
        status: { before: 'paid', after: 'void' },
        void_reason: { before: null, after: 'El comprador se equivocó de correo' },
      },
      { ...by, ...more },
    ),
    /** admin_void_bonus (an admin's) */
    bonusVoided: auditEntry(
      45,
      'user_bonuses',
      'bonus-1',
      {
        status: { before: 'active', after: 'void' },
        reason: { before: null, after: 'Bono duplicado' },
      },
      more,
    ),
    /** admin_extend_bonus (an admin's) */
    bonusExtended: auditEntry(
      46,
      'user_bonuses',
      'bonus-2',
      {
        expires_at: { before: '2026-12-08T01:55:00+00:00', after: '2027-01-08T01:55:00+00:00' },
        reason: { before: null, after: 'Compensación por demora' },
      },
      more,
    ),
    /** admin_adjust_points (an admin's; the row is the shopper's id) */
    pointsAdjusted: auditEntry(
      47,
      'user_points',
      'user-2',
      {
        current_points: { before: 1250, after: 1750 },
        reason: { before: null, after: 'Compensación por pedido tardío' },
      },
      more,
    ),
    /** admin_ship_order */
    orderShipped: auditEntry(
      48,
      'orders',
      'order-1',
      {
        status: { before: 'preparing', after: 'shipped' },
        carrier: { before: null, after: 'Servientrega' },
        tracking_number: { before: null, after: 'SV-123456' },
      },
      { ...by, ...more },
    ),
  };
};
