import { useEffect, useId } from 'react';
import {
  Button,
  Skeleton,
  VisuallyHidden,
  formatCOP,
  formatDate,
  formatNumber,
} from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import type { MembershipWidgetProps } from '@bonis/contracts';
import { paths } from '../../../config/paths';
import { useMembershipExpiry } from '../api/get-membership-expiry';
import { useMembershipPlans } from '../api/get-membership-plans';
import {
  MEMBER_BENEFITS,
  durationLabel,
  isMember,
  memberLabel,
  type MemberType,
} from '../utils/membership-labels';
import {
  ActionLink,
  Actions,
  Benefit,
  Heading,
  Inline,
  List,
  MemberHeading,
  Muted,
  Offer,
  OfferHighlight,
  Plan,
  PlanName,
  PlanPrice,
  Points,
  PointsValue,
  PrimaryLink,
  Root,
  Section,
} from './membership-widget.styles';

/**
 * The expanded floating membership/points widget. Non-members (and signed-out visitors) get
 * the membership pitch with the real plans; signed-in shoppers their points with the way to
 * the rewards and the bonus store; members their plan, its expiry and their benefits.
 */
export function MembershipWidget({ onNavigate }: MembershipWidgetProps) {
  const session = useBus((state) => state.session);
  if (session === undefined) {
    return (
      <Root role="status">
        <VisuallyHidden>Cargando…</VisuallyHidden>
        <Skeleton width="60%" height={22} />
        <Skeleton shape="rect" height={96} />
      </Root>
    );
  }
  const memberType = session && isMember(session.membershipType) ? session.membershipType : null;
  return (
    <Root>
      {session && memberType && <MemberStatus userId={session.userId} type={memberType} />}
      {session && <PointsSummary onNavigate={onNavigate} />}
      {!memberType && <MembershipPitch onNavigate={onNavigate} />}
    </Root>
  );
}

function MemberStatus({ userId, type }: { userId: string; type: MemberType }) {
  const headingId = useId();
  const expiry = useMembershipExpiry(userId, type);
  useEffect(() => {
    if (expiry.error)
      console.error('[mfe-loyalty] reading the membership expiry failed', expiry.error);
  }, [expiry.error]);
  return (
    <Section aria-labelledby={headingId}>
      <MemberHeading id={headingId}>{memberLabel[type]}</MemberHeading>
      {expiry.isPending ? (
        <Skeleton width="50%" />
      ) : expiry.data ? (
        <Muted>Vence el {formatDate(expiry.data)}</Muted>
      ) : null}
      <List aria-label="Tus beneficios">
        {MEMBER_BENEFITS.map((benefit) => (
          <Benefit key={benefit}>{benefit}</Benefit>
        ))}
      </List>
    </Section>
  );
}

function PointsSummary({ onNavigate }: MembershipWidgetProps) {
  const headingId = useId();
  const points = useBus((state) => state.points);
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Tus puntos</Heading>
      {points === null ? (
        <Skeleton width="40%" height={34} />
      ) : (
        <Points>
          <PointsValue>{formatNumber(points)}</PointsValue>
          <span>{points === 1 ? 'punto' : 'puntos'}</span>
        </Points>
      )}
      <Actions>
        <ActionLink to={paths.rewards.getHref()} onClick={onNavigate}>
          Ver mis premios
        </ActionLink>
        <Button
          size="md"
          variant="primary"
          onClick={() => {
            onNavigate?.();
            bus.getState().bonusStoreRequested();
          }}
        >
          Tienda de Bonos
        </Button>
      </Actions>
    </Section>
  );
}

function MembershipPitch({ onNavigate }: MembershipWidgetProps) {
  const headingId = useId();
  const plans = useMembershipPlans();
  useEffect(() => {
    if (plans.error)
      console.error('[mfe-loyalty] reading the membership plans failed', plans.error);
  }, [plans.error]);
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Hazte socio Boñis</Heading>
      <Offer>
        <OfferHighlight>Hasta 30% OFF</OfferHighlight> con precios de socio, envío gratis y más
        puntos en cada compra.
      </Offer>
      {plans.isPending ? (
        <div role="status">
          <VisuallyHidden>Cargando planes…</VisuallyHidden>
          <Skeleton shape="rect" height={80} />
        </div>
      ) : plans.error && !plans.data ? (
        <Inline role="alert">
          <span>No se pudieron cargar los planes</span>
          <Button
            size="sm"
            variant="secondary"
            loading={plans.isFetching}
            onClick={() => void plans.refetch()}
          >
            Reintentar
          </Button>
        </Inline>
      ) : (
        plans.data.length > 0 && (
          <List aria-label="Planes de membresía">
            {plans.data.map((plan) => (
              <Plan key={plan.id}>
                <PlanName>{plan.name}</PlanName>
                <PlanPrice>
                  {formatCOP(plan.price)} / {durationLabel(plan.duration_days)}
                </PlanPrice>
              </Plan>
            ))}
          </List>
        )
      )}
      <Actions>
        <PrimaryLink to={paths.membership.getHref()} onClick={onNavigate}>
          Ver membresías
        </PrimaryLink>
      </Actions>
    </Section>
  );
}
