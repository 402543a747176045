import {
  Badge,
  VisuallyHidden,
  formatDate,
  formatNumber,
  type BadgeTone,
} from '@bonis/design-system';
import type { DiscountCodeRow } from '../api/get-discount-codes';
import { DISCOUNT_STATE_LABELS, type DiscountState } from '../lib/discount-state';
import { formatMoney, formatPercent } from '../lib/numbers';

/** Each state's badge: green active, muted inactive, amber expired, grey exhausted. */
const STATE_TONES: Readonly<Record<DiscountState, BadgeTone>> = {
  active: 'success',
  inactive: 'neutral',
  expired: 'warning',
  exhausted: 'neutral',
};

export function DiscountStateBadge({ state }: { state: DiscountState }) {
  return (
    <Badge tone={STATE_TONES[state]} size="sm" data-state={state}>
      {DISCOUNT_STATE_LABELS[state]}
    </Badge>
  );
}

/** The discount a code gives: '10 %' or '$ 20.000'. */
export function discountValue(code: Pick<DiscountCodeRow, 'type' | 'value'>): string {
  return code.type === 'percentage' ? formatPercent(code.value) : formatMoney(code.value);
}

/** The expiry as es-CO's day, or 'Sin vencimiento'. */
export function expiryText(code: Pick<DiscountCodeRow, 'expires_at'>): string {
  return code.expires_at ? formatDate(code.expires_at, 'short') : 'Sin vencimiento';
}

/** 'current/max', with '∞' (read as 'ilimitados') when there is no maximum. */
export function UsesText({ code }: { code: Pick<DiscountCodeRow, 'current_uses' | 'max_uses'> }) {
  if (code.max_uses !== null) {
    return <>{`${formatNumber(code.current_uses)}/${formatNumber(code.max_uses)}`}</>;
  }
  return (
    <>
      {`${formatNumber(code.current_uses)}/`}
      <span aria-hidden="true">∞</span>
      <VisuallyHidden> (ilimitados)</VisuallyHidden>
    </>
  );
}
