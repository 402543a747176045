import { useLocation } from 'react-router';
import { LoyaltyPage } from '../components/loyalty-page';
import { RewardsPage } from '../features/rewards/components/rewards-page';

const TITLE_ID = 'rewards-title';

/** `/premios` and `/rewards` (one screen): the shopper's points and rewards. */
export default function Page() {
  const { pathname } = useLocation();
  return (
    <LoyaltyPage route={pathname === '/rewards' ? '/rewards' : '/premios'} labelledBy={TITLE_ID}>
      <RewardsPage titleId={TITLE_ID} />
    </LoyaltyPage>
  );
}
