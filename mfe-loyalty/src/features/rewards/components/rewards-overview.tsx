import { useId } from 'react';
import { Badge, Skeleton, VisuallyHidden, formatNumber } from '@bonis/design-system';
import { useBus, type MembershipType } from '@bonis/design-system/bus';
import { isMember, membershipLevelLabel } from '../../../lib/membership-names';
import { paths } from '../../../config/paths';
import {
  Balance,
  BalanceValue,
  Overview,
  Panel,
  PanelHeading,
  PanelText,
  PrimaryLink,
  Row,
} from './rewards-page.styles';

/**
 * The shopper's balance (the bus's `points`, kept live by the shell) with their membership
 * level badge; for regular shoppers, the upsell to /membership.
 */
export function RewardsOverview({ membershipType }: { membershipType: MembershipType }) {
  const balanceId = useId();
  const upsellId = useId();
  const points = useBus((state) => state.points);
  const member = isMember(membershipType);
  return (
    <Overview>
      <Panel aria-labelledby={balanceId} $tone={member ? 'member' : 'plain'}>
        <Row>
          <PanelHeading id={balanceId}>Tus puntos</PanelHeading>
          <Badge variant={member ? 'member' : 'neutral'} data-testid="membership-level">
            <VisuallyHidden>Nivel: </VisuallyHidden>
            {membershipLevelLabel(membershipType)}
          </Badge>
        </Row>
        {points === null ? (
          <>
            <VisuallyHidden>Cargando tus puntos…</VisuallyHidden>
            <Skeleton width="40%" height={40} />
          </>
        ) : (
          <Balance data-testid="points-balance">
            <BalanceValue>{formatNumber(points)}</BalanceValue>{' '}
            <span>{points === 1 ? 'punto disponible' : 'puntos disponibles'}</span>
          </Balance>
        )}
        <PanelText>
          {member
            ? 'Como socio ganas 1.5x puntos en cada compra.'
            : 'Ganas puntos con cada compra: 1 punto por cada $ 1.000.'}
        </PanelText>
      </Panel>
      {!member && (
        <Panel aria-labelledby={upsellId} $tone="brand">
          <PanelHeading id={upsellId}>Desbloquea más premios</PanelHeading>
          <PanelText>
            Hazte socio y accede a los premios extendidos y premium, gana 1.5x puntos en cada compra
            y recibe tus pedidos con envío gratis.
          </PanelText>
          <div>
            <PrimaryLink to={paths.membership.getHref()}>Ver membresías</PrimaryLink>
          </div>
        </Panel>
      )}
    </Overview>
  );
}
