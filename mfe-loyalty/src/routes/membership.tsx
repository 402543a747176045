import { LoyaltyPage } from '../components/loyalty-page';
import { MembershipPage } from '../features/membership/components/membership-page';

const TITLE_ID = 'membership-title';

/** `/membership`: the plans, bought through `/payment`. */
export default function Page() {
  return (
    <LoyaltyPage route="/membership" labelledBy={TITLE_ID}>
      <MembershipPage titleId={TITLE_ID} />
    </LoyaltyPage>
  );
}
