import { useEffect, useId } from 'react';
import { EmptyState, Skeleton, VisuallyHidden } from '@bonis/design-system';
import { useBus, type MembershipType } from '@bonis/design-system/bus';
import { SpendPointsDialog } from '../../../components/spend-points-dialog';
import { useRewardsCatalog } from '../api/get-rewards-catalog';
import { missingPoints, useRedeem } from '../hooks/use-redeem';
import { tierSummary, visibleRewards } from '../utils/reward-tiers';
import { LoadError } from './load-error';
import { RewardCard } from './reward-card';
import { RewardPlaceholderIcon } from './reward-icons';
import {
  Grid,
  GridItem,
  Muted,
  Section,
  SectionHeader,
  SectionHeading,
} from './rewards-page.styles';

/**
 * The reward catalogue the shopper's level unlocks (spec §6), cheapest first, each redeemable
 * with points through `redeem_reward`, after the shopper confirms what it costs and what is left.
 */
export function RewardsCatalogue({
  userId,
  membershipType,
}: {
  userId: string;
  membershipType: MembershipType;
}) {
  const headingId = useId();
  const { data: rewards, error, isFetching, refetch } = useRewardsCatalog();
  const points = useBus((state) => state.points);
  const redeeming = useRedeem(userId);

  useEffect(() => {
    if (error) console.error('[mfe-loyalty] loading the rewards catalogue failed', error);
  }, [error]);

  let content;
  if (!rewards) {
    content = error ? (
      <LoadError
        message="No se pudieron cargar los premios"
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    ) : (
      <div role="status">
        <VisuallyHidden>Cargando premios…</VisuallyHidden>
        <Grid aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <GridItem key={index}>
              <Skeleton shape="rect" height={340} />
            </GridItem>
          ))}
        </Grid>
      </div>
    );
  } else {
    const shown = visibleRewards(rewards, membershipType);
    content =
      shown.length === 0 ? (
        <EmptyState
          size="sm"
          headingAs="h3"
          icon={<RewardPlaceholderIcon />}
          title="No hay premios disponibles por ahora"
          description="Estamos preparando nuevos premios. Mientras tanto, sigue sumando puntos."
        />
      ) : (
        <Grid aria-label="Premios disponibles">
          {shown.map((reward) => (
            <GridItem key={reward.id}>
              <RewardCard
                reward={reward}
                missing={missingPoints(reward, points)}
                onRedeem={redeeming.redeem}
                redeeming={redeeming.redeemingId === reward.id}
                disabled={redeeming.busy && redeeming.redeemingId !== reward.id}
              />
            </GridItem>
          ))}
        </Grid>
      );
  }

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>Catálogo de premios</SectionHeading>
        <Muted>{tierSummary(membershipType)}</Muted>
      </SectionHeader>
      {content}
      <SpendPointsDialog
        open={redeeming.confirming !== null}
        title={`¿Canjear ${redeeming.confirming?.name ?? ''}?`}
        cost={redeeming.confirming?.points_required ?? 0}
        balance={points}
        confirmLabel="Confirmar canje"
        onConfirm={redeeming.confirm}
        onClose={redeeming.dismiss}
      />
    </Section>
  );
}
