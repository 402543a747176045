import { useId } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router';
import { LoyaltyPage } from '../components/loyalty-page';
import { GiftForm } from '../features/gifts/components/gift-form';
import { GiftsHeader } from '../features/gifts/components/gifts-header';
import { Sections } from '../features/gifts/components/gifts.styles';
import { RedeemGift } from '../features/gifts/components/redeem-gift';
import { SentGiftNotice } from '../features/gifts/components/sent-gift-notice';
import { SentGifts } from '../features/gifts/components/sent-gifts';
import { routes } from '../app/routes';

const GIFT_ROUTES = routes.filter((r) => r.path === '/regalos' || r.path === '/gifts');

/**
 * /regalos and /gifts, 'Regala Boñis' (spec §2): the gift purchase, the gift just paid
 * (`?enviado=<id>`, from the payment page), 'Canjear un regalo' and 'Mis regalos enviados'.
 */
export default function Page() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const titleId = useId();
  const route =
    GIFT_ROUTES.find((candidate) => matchPath(candidate.path, pathname)) ??
    GIFT_ROUTES[0] ??
    routes[0];
  const sentGiftId = search.get('enviado');
  return (
    <LoyaltyPage route={route.path} labelledBy={titleId}>
      <GiftsHeader titleId={titleId} title={route.title} />
      <Sections>
        {sentGiftId && <SentGiftNotice giftId={sentGiftId} />}
        <GiftForm />
        <RedeemGift />
        <SentGifts />
      </Sections>
    </LoyaltyPage>
  );
}
