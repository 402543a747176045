import { VisuallyHidden } from '@bonis/design-system';
import { formatCountdown } from '../hooks/use-seconds-left';
import * as S from './payment-page.styles';

/** From five minutes left the countdown stands out, and screen readers are told once. */
const URGENT_SECONDS = 5 * 60;
const LAST_MINUTE_SECONDS = 60;

/**
 * 'Tiempo para pagar: 29:41': the time left to pay an unpaid purchase, updated each second.
 * A `timer` (not announced at each tick); a polite status says once when fewer than five
 * minutes, then one minute, are left.
 */
export function PayDeadline({ secondsLeft }: { secondsLeft: number }) {
  const urgent = secondsLeft <= URGENT_SECONDS;
  const announcement =
    secondsLeft <= LAST_MINUTE_SECONDS
      ? 'Queda menos de 1 minuto para pagar'
      : urgent
        ? 'Quedan menos de 5 minutos para pagar'
        : '';
  return (
    <>
      <S.Deadline role="timer" aria-label="Tiempo para pagar" data-urgent={urgent || undefined}>
        Tiempo para pagar: <strong>{formatCountdown(secondsLeft)}</strong>
      </S.Deadline>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
