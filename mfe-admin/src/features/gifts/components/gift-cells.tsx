import { Badge } from '@bonis/design-system';
import { giftPurchaseStateLabel, giftPurchaseStateTone } from '@bonis/supabase-client';
import { CellLines, Description } from '../../../components/admin-kit';
import type { GiftRow } from '../api/get-gifts';
import { OVERDUE_LABEL, giftItemLabel } from '../lib/gift-words';
import { Badges, Muted, StateStack } from './gifts.styles';

/**
 * What the gift is and for whom: 'Membresía Mensual', 'para Laura Ríos' and her email under it
 * (cut with an ellipsis, whole in its title). The row is named by the first two lines.
 */
export function GiftCell({ gift }: { gift: GiftRow }) {
  return (
    <CellLines>
      <strong>{giftItemLabel(gift.gift_value)}</strong>{' '}
      <Description>para {gift.recipient_name}</Description>{' '}
      <Muted title={gift.recipient_email}>{gift.recipient_email}</Muted>
    </CellLines>
  );
}

/**
 * Where the gift stands: its state's badge (the store's words), 'Envío atrasado' when it is
 * paid, due and was not sent, and the reason of a voided gift (the row's buttons go under it).
 */
export function GiftStateCell({ gift }: { gift: GiftRow }) {
  return (
    <StateStack>
      <Badges>
        <Badge tone={giftPurchaseStateTone(gift.state)} size="sm" data-state={gift.state}>
          {giftPurchaseStateLabel(gift.state)}
        </Badge>
        {gift.overdue ? (
          <Badge tone="warning" size="sm" data-overdue="">
            {OVERDUE_LABEL}
          </Badge>
        ) : null}
      </Badges>
      {gift.state === 'void' && gift.void_reason ? (
        <Description title={gift.void_reason}>Motivo: {gift.void_reason}</Description>
      ) : null}
    </StateStack>
  );
}
