import { Button, Skeleton } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { homeHref } from '@bonis/contracts/links';
import { SignedOutView } from '../../../components/signed-out-view';
import { MyBonuses } from './my-bonuses';
import { PointsHistory } from './points-history';
import { RedemptionsList } from './redemptions-list';
import { RewardsCatalogue } from './rewards-catalogue';
import { RewardsOverview } from './rewards-overview';
import {
  ActionLink,
  Header,
  Lead,
  Overview,
  Page,
  PanelHeading,
  CenteredRow,
  SignedOutBox,
  Title,
} from './rewards-page.styles';
import { RouletteTeaser } from './roulette-teaser';

export interface RewardsPageProps {
  /** the h1's id, which names the page's region */
  titleId: string;
}

/** The page's h1: the route's title. */
export const REWARDS_TITLE = 'Mis Premios';

/**
 * `/premios` and `/rewards`: the signed-in shopper's points and level, the reward catalogue
 * their level unlocks, the roulette teaser, the membership upsell for regular shoppers, their
 * bonuses, their points history and their redemptions. Signed out, an invitation to sign in:
 * also while the session is unknown, so the server's HTML holds it (`SignedOutView`).
 */
export function RewardsPage({ titleId }: RewardsPageProps) {
  const session = useBus((state) => state.session);
  return (
    <Page>
      <Header>
        <Title id={titleId}>{REWARDS_TITLE}</Title>
        <Lead>Canjea tus puntos por premios para tu mascota y revisa todo lo que has ganado.</Lead>
      </Header>
      {session ? (
        // keyed by the user: another shopper's pages and state never carry over
        <SignedIn
          key={session.userId}
          userId={session.userId}
          membershipType={session.membershipType}
        />
      ) : (
        // also while the session is unknown (the server's HTML, the hydration): the invitation,
        // which a browser holding a session doesn't display (the overview's outline instead)
        <SignedOutView session={session} placeholder={<OverviewOutline />}>
          <SignedOut />
        </SignedOutView>
      )}
    </Page>
  );
}

function SignedIn({
  userId,
  membershipType,
}: {
  userId: string;
  membershipType: Parameters<typeof RewardsOverview>[0]['membershipType'];
}) {
  return (
    <>
      <RewardsOverview membershipType={membershipType} />
      <RewardsCatalogue userId={userId} membershipType={membershipType} />
      <RouletteTeaser />
      <MyBonuses userId={userId} />
      <PointsHistory userId={userId} />
      <RedemptionsList userId={userId} />
    </>
  );
}

/** Spec §2: 'Inicia sesión para ver tus premios' and a button home (and one to sign in). */
function SignedOut() {
  return (
    <SignedOutBox>
      <PanelHeading as="h2">Inicia sesión para ver tus premios</PanelHeading>
      <Lead>Suma puntos con cada compra y canjéalos por premios, bonos y giros en la ruleta.</Lead>
      <CenteredRow>
        <Button onClick={() => bus.getState().loginRequested('login')}>Iniciar sesión</Button>
        <ActionLink to={homeHref()}>Ir al inicio</ActionLink>
      </CenteredRow>
    </SignedOutBox>
  );
}

/**
 * Where a shopper's points and level will be, while their session is read: the outline of the
 * overview (decorative: the page's heading and lead are above it).
 */
function OverviewOutline() {
  return (
    <Overview>
      <Skeleton shape="rect" height={160} />
      <Skeleton shape="rect" height={160} />
    </Overview>
  );
}
