import { useEffect, useId } from 'react';
import { Button, EmptyState, Skeleton, VisuallyHidden, formatDate } from '@bonis/design-system';
import { useBus, type SessionSummary } from '@bonis/design-system/bus';
import { useMembershipExpiry } from '../api/get-membership-expiry';
import { useMembershipPlans, type PlanSummary } from '../api/get-membership-plans';
import { useChoosePlan, type ChoosePlan } from '../hooks/use-choose-plan';
import { isMember, memberLabel, type MemberType } from '../utils/membership-labels';
import { referencePrice } from '../utils/plan-pricing';
import { planStanding } from '../utils/plan-standing';
import {
  ErrorBox,
  Eyebrow,
  Hero,
  Lead,
  MemberBanner,
  MemberName,
  MemberText,
  Page,
  PlanItem,
  PlanList,
  Section,
  SectionHeading,
  Title,
} from './membership-page.styles';
import { PlanCard } from './plan-card';
import { PlanSignInDialog } from './plan-sign-in-dialog';
import { ValueBlurbs } from './value-blurbs';

export interface MembershipPageProps {
  /** the h1's id, which names the page's region */
  titleId: string;
}

/** The page's h1: the route's title. */
export const MEMBERSHIP_TITLE = 'Membresías';

/** Where a member reads their plan and its expiry, everyone else reads this. */
export const MEMBER_INVITE = 'Hazte socio y ahorra desde tu próxima compra.';

/**
 * `/membership`: the hero, the plans on sale (from `membership_plans`), the member's own plan
 * and expiry, and the three value blurbs. Choosing a plan starts its purchase in the database
 * and goes on to `/payment`; a signed-out shopper is asked to register or sign in first.
 */
export function MembershipPage({ titleId }: MembershipPageProps) {
  const session = useBus((state) => state.session);
  const plans = useMembershipPlans();
  const choosing = useChoosePlan();

  return (
    <Page>
      <Hero>
        <Eyebrow>Club Boñis</Eyebrow>
        <Title id={titleId}>{MEMBERSHIP_TITLE}</Title>
        <Lead>
          Hazte socio y consiente a tu mascota por menos: precios de socio en toda la tienda, envío
          gratis en cada pedido y más puntos con cada compra.
        </Lead>
      </Hero>
      {session && isMember(session.membershipType) ? (
        <MemberStatus session={session} type={session.membershipType} plans={plans.data} />
      ) : (
        // The member's line has its room from the first render, which is drawn for nobody
        // signed in (on the server, and again at hydration): a member's fills it, and the
        // plans below don't move.
        <MemberBanner data-state="invite">
          <MemberText>{MEMBER_INVITE}</MemberText>
        </MemberBanner>
      )}
      <Plans plans={plans} session={session} choosing={choosing} />
      <ValueBlurbs />
      <PlanSignInDialog
        plan={choosing.signInFor}
        onSignIn={choosing.signIn}
        onDismiss={choosing.dismissSignIn}
      />
    </Page>
  );
}

/** 'Tu membresía Anual vence el 5 de enero de 2027.' */
function MemberStatus({
  session,
  type,
  plans,
}: {
  session: SessionSummary;
  type: MemberType;
  plans: readonly PlanSummary[] | undefined;
}) {
  const expiry = useMembershipExpiry(session.userId, type);
  useEffect(() => {
    if (expiry.error)
      console.error('[mfe-loyalty] reading the membership expiry failed', expiry.error);
  }, [expiry.error]);
  const name = plans?.find((plan) => plan.membership_type === type)?.name ?? memberLabel[type];
  return (
    <MemberBanner data-state="member">
      {expiry.isPending ? (
        <span role="status">
          <VisuallyHidden>Cargando tu membresía…</VisuallyHidden>
          <Skeleton width="16rem" />
        </span>
      ) : (
        <MemberText>
          Tu membresía <MemberName>{name}</MemberName>{' '}
          {expiry.data ? `vence el ${formatDate(expiry.data)}.` : 'está activa.'}
        </MemberText>
      )}
    </MemberBanner>
  );
}

function Plans({
  plans,
  session,
  choosing,
}: {
  plans: ReturnType<typeof useMembershipPlans>;
  session: SessionSummary | null | undefined;
  choosing: ChoosePlan;
}) {
  const headingId = useId();
  const { data, error, isFetching, refetch } = plans;

  useEffect(() => {
    if (error) console.error('[mfe-loyalty] reading the membership plans failed', error);
  }, [error]);

  let content;
  if (!data) {
    content = error ? (
      <ErrorBox role="alert">
        <span>No se pudieron cargar los planes</span>
        <Button size="sm" variant="secondary" loading={isFetching} onClick={() => void refetch()}>
          Reintentar
        </Button>
      </ErrorBox>
    ) : (
      <div role="status">
        <VisuallyHidden>Cargando planes…</VisuallyHidden>
        <PlanList aria-hidden="true">
          {[0, 1].map((index) => (
            <PlanItem key={index}>
              <Skeleton shape="rect" height={420} />
            </PlanItem>
          ))}
        </PlanList>
      </div>
    );
  } else if (data.length === 0) {
    content = (
      <EmptyState
        headingAs="h3"
        title="No hay planes disponibles por ahora"
        description="Estamos preparando nuevos planes para ti. Vuelve pronto."
      />
    );
  } else {
    content = (
      <PlanList aria-label="Planes de membresía">
        {data.map((plan) => (
          <PlanItem key={plan.id}>
            <PlanCard
              plan={plan}
              referencePrice={referencePrice(plan, data)}
              standing={planStanding(session?.membershipType, plan.membership_type)}
              starting={choosing.startingPlanId === plan.id}
              disabled={
                session === undefined || (choosing.busy && choosing.startingPlanId !== plan.id)
              }
              onChoose={choosing.choose}
            />
          </PlanItem>
        ))}
      </PlanList>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Elige tu plan</SectionHeading>
      {content}
    </Section>
  );
}
