import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Button,
  EmptyState,
  Link,
  Skeleton,
  VisuallyHidden,
  formatDate,
} from '@bonis/design-system';
import { useBus } from '@bonis/design-system/bus';
import { paymentHref } from '@bonis/contracts/links';
import { SENT_GIFTS_LIMIT, useSentGifts, type SentGift } from '../api/get-sent-gifts';
import { giftItemLabel } from '../utils/gift-items';
import { giftState } from '../utils/gift-state';
import {
  GiftActions,
  GiftFacts,
  GiftList,
  GiftRow,
  InlineCode,
  Muted,
  Notice,
  NoticeRow,
  Section,
  SectionTitle,
} from './gifts.styles';

/**
 * 'Mis regalos enviados': the gifts the shopper bought, newest first — recipient, item, delivery
 * date, where it stands ('Pendiente de pago' with 'Pagar', 'Programado', 'Enviado', 'Canjeado')
 * and, once paid, its code. Only for a signed-in shopper.
 */
export function SentGifts() {
  const session = useBus((state) => state.session);
  if (!session) return null;
  return (
    <Section aria-labelledby="sent-gifts-title">
      <SectionTitle id="sent-gifts-title">Mis regalos enviados</SectionTitle>
      <SentGiftList userId={session.userId} />
    </Section>
  );
}

function SentGiftList({ userId }: { userId: string }) {
  const gifts = useSentGifts(userId);

  useEffect(() => {
    if (gifts.error) console.error('[mfe-loyalty] loading the sent gifts failed', gifts.error);
  }, [gifts.error]);

  if (!gifts.data) {
    if (gifts.isError) {
      return (
        <Notice $tone="danger" role="alert">
          <NoticeRow>
            <span>No se pudieron cargar tus regalos</span>
            <Button
              size="sm"
              variant="secondary"
              loading={gifts.isFetching}
              onClick={() => void gifts.refetch()}
            >
              Reintentar
            </Button>
          </NoticeRow>
        </Notice>
      );
    }
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Cargando tus regalos…</VisuallyHidden>
        <GiftList aria-hidden="true">
          {[0, 1].map((index) => (
            <GiftRow key={index}>
              <Skeleton shape="rect" height={56} />
            </GiftRow>
          ))}
        </GiftList>
      </div>
    );
  }
  if (gifts.data.length === 0) {
    return (
      <EmptyState
        size="sm"
        headingAs="h3"
        icon="🎁"
        title="Aún no has enviado regalos"
        description="Cuando regales una membresía o un cupón, aquí verás si ya lo recibieron y si lo canjearon."
      />
    );
  }
  return (
    <>
      <GiftList aria-label="Regalos enviados">
        {gifts.data.map((gift) => (
          <SentGiftRow key={gift.id} gift={gift} />
        ))}
      </GiftList>
      {gifts.data.length >= SENT_GIFTS_LIMIT && (
        <Muted>Se muestran tus {SENT_GIFTS_LIMIT} regalos más recientes.</Muted>
      )}
    </>
  );
}

function SentGiftRow({ gift }: { gift: SentGift }) {
  const state = giftState(gift);
  return (
    <GiftRow aria-label={`${giftItemLabel(gift.gift_value)} para ${gift.recipient_name}`}>
      <GiftFacts>
        <strong>{gift.recipient_name}</strong>
        <span>{gift.recipient_email}</span>
        <span>{giftItemLabel(gift.gift_value)}</span>
      </GiftFacts>
      <GiftFacts>
        <span>Entrega: {formatDate(gift.delivery_date)}</span>
        {gift.gift_code && (
          <span>
            Código: <InlineCode>{gift.gift_code}</InlineCode>
          </span>
        )}
        {gift.status === 'redeemed' && gift.redeemed_at && (
          <span>Canjeado el {formatDate(gift.redeemed_at)}</span>
        )}
      </GiftFacts>
      <GiftActions>
        <Badge tone={state.tone}>{state.label}</Badge>
        {state.payable && (
          <Link component={RouterLink} to={paymentHref({ gift: gift.id })}>
            Pagar
            <VisuallyHidden> el regalo para {gift.recipient_name}</VisuallyHidden>
          </Link>
        )}
      </GiftActions>
    </GiftRow>
  );
}
