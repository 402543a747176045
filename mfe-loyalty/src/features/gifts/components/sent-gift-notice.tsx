import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Link, Skeleton, VisuallyHidden, formatDate } from '@bonis/design-system';
import { useBus } from '@bonis/design-system/bus';
import { todayInBogota } from '@bonis/supabase-client';
import { paymentHref } from '@bonis/contracts/links';
import { isUuid, useSentGift } from '../api/get-sent-gift';
import type { SentGift } from '../api/get-sent-gifts';
import { giftItemLabel } from '../utils/gift-items';
import { CopyableCode } from './copyable-code';
import { Notice, NoticeRow, NoticeTitle } from './gifts.styles';

/**
 * `/regalos?enviado=<id>`: where the payment page sends the buyer after paying a gift. The gift
 * is read from `gift_purchases` (so a reload shows it again) and its code is shown big, to copy
 * or share, with when the recipient gets it. The heading takes focus, so a screen reader starts
 * here.
 */
export function SentGiftNotice({ giftId }: { giftId: string }) {
  const session = useBus((state) => state.session);
  if (!session) return null;
  return <SentGiftNoticeFor userId={session.userId} giftId={giftId} />;
}

function SentGiftNoticeFor({ userId, giftId }: { userId: string; giftId: string }) {
  const gift = useSentGift(userId, giftId);

  useEffect(() => {
    if (gift.error) console.error('[mfe-loyalty] reading the sent gift failed', gift.error);
  }, [gift.error]);

  if (gift.data === undefined && isUuid(giftId)) {
    if (gift.isError) {
      return (
        <Notice $tone="danger" role="alert">
          <NoticeRow>
            <span>No se pudo cargar tu regalo</span>
            <Button
              size="sm"
              variant="secondary"
              loading={gift.isFetching}
              onClick={() => void gift.refetch()}
            >
              Reintentar
            </Button>
          </NoticeRow>
        </Notice>
      );
    }
    return (
      <Notice $tone="success" aria-busy="true">
        <VisuallyHidden role="status">Cargando tu regalo…</VisuallyHidden>
        <Skeleton width="40%" height={28} />
        <Skeleton width="60%" height={40} />
      </Notice>
    );
  }
  if (!gift.data) {
    return (
      <Notice $tone="warning" role="status">
        <p>No encontramos ese regalo. Revisa tus regalos enviados más abajo.</p>
      </Notice>
    );
  }
  return <PaidGift gift={gift.data} />;
}

function PaidGift({ gift }: { gift: SentGift }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  if (!gift.gift_code) {
    return (
      <Notice $tone="warning">
        <NoticeTitle ref={heading} tabIndex={-1}>
          Tu regalo para {gift.recipient_name} aún no está pagado
        </NoticeTitle>
        <p>
          Cuando lo pagues, le enviaremos su código el {formatDate(gift.delivery_date)}.{' '}
          <Link component={RouterLink} to={paymentHref({ gift: gift.id })}>
            Pagar
          </Link>
        </p>
      </Notice>
    );
  }
  const delivered =
    gift.status === 'sent' || gift.status === 'redeemed' || gift.delivery_date <= todayInBogota();
  return (
    <Notice as="section" $tone="success" aria-labelledby="gift-sent-title">
      <NoticeTitle id="gift-sent-title" ref={heading} tabIndex={-1}>
        ¡Regalo enviado!
      </NoticeTitle>
      <p>
        {giftItemLabel(gift.gift_value)} para <strong>{gift.recipient_name}</strong>. Código del
        regalo:
      </p>
      <CopyableCode code={gift.gift_code} />
      <p>
        {delivered
          ? `Le enviamos el código a ${gift.recipient_email}.`
          : `Le enviaremos el código a ${gift.recipient_email} el ${formatDate(gift.delivery_date)}.`}{' '}
        Lo canjea en Boñis, en «Regala Boñis», con su cuenta.
      </p>
    </Notice>
  );
}
