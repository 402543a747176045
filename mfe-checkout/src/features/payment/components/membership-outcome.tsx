import { formatDate } from '@bonis/design-system';
import type { MembershipPurchaseQuote, MembershipType } from '@bonis/supabase-client';
import * as S from './payment-page.styles';

/**
 * A running membership's name, as its plan is named on /membership. The quote names the plan
 * being bought, not the running one; only its type.
 */
const RUNNING_NAMES: Record<Exclude<MembershipType, 'regular'>, string> = {
  mensual: 'Mensual',
  anual: 'Anual',
  premium: 'Premium',
  vip: 'VIP',
};

/** 'Conservas los 12 días que te quedan de tu membresía Mensual: se suman al final.' */
export function keptDaysSentence(
  quote: Pick<MembershipPurchaseQuote, 'carried_days' | 'current_type'>,
): string {
  const running = quote.current_type === 'regular' ? 'actual' : RUNNING_NAMES[quote.current_type];
  return quote.carried_days === 1
    ? `Conservas el día que te queda de tu membresía ${running}: se suma al final.`
    : `Conservas los ${quote.carried_days} días que te quedan de tu membresía ${running}: se suman al final.`;
}

/**
 * What paying the membership gives the shopper, from the database's quote, before they pay:
 * when it starts and ends, and the days of a running plan that are kept (an upgrade from the
 * monthly to the annual plan adds the monthly plan's unused days before the annual year).
 */
export function MembershipOutcome({ quote }: { quote: MembershipPurchaseQuote }) {
  return (
    <S.Outcome>
      <p>
        Tu membresía <strong>{quote.plan_name}</strong> empieza hoy y vence el{' '}
        {formatDate(quote.expires_on)}.
      </p>
      {quote.carried_days > 0 && <p>{keptDaysSentence(quote)}</p>}
    </S.Outcome>
  );
}
