import { useId, useState } from 'react';
import { Badge, Button, Card, formatNumber } from '@bonis/design-system';
import { getSupabase } from '@bonis/supabase-client';
import type { CatalogReward } from '../api/get-rewards-catalog';
import { rewardImageSources } from '../utils/reward-image';
import { tierLabel } from '../utils/reward-tiers';
import {
  Cost,
  RewardBody,
  RewardDescription,
  RewardFooter,
  RewardMedia,
  RewardName,
  Row,
  SmallMuted,
} from './rewards-page.styles';
import { RewardPlaceholderIcon } from './reward-icons';

export interface RewardCardProps {
  reward: CatalogReward;
  /** points the shopper still needs for it (0: enough, or the balance is unknown) */
  missing: number;
  onRedeem: (reward: CatalogReward) => void;
  /** this reward is being redeemed */
  redeeming: boolean;
  /** another redemption runs: 'Canjear' waits */
  disabled: boolean;
}

/**
 * One reward: image, name, description, tier, stock, points and 'Canjear'. Out of stock it
 * reads 'Agotado' and can't be redeemed; short of points the button still answers (with
 * 'Puntos insuficientes') and the card says how many points are missing.
 */
export function RewardCard({ reward, missing, onRedeem, redeeming, disabled }: RewardCardProps) {
  const nameId = useId();
  const hintId = useId();
  const sources = rewardImageSources(getSupabase(), reward.image_url);
  const url = sources?.src;
  /** the URL that failed to load, so the placeholder takes its place */
  const [failed, setFailed] = useState<string | null>(null);
  const image = url && url !== failed ? url : undefined;
  const soldOut = reward.stock <= 0;

  return (
    <Card
      as="article"
      aria-labelledby={nameId}
      padding="md"
      data-state={soldOut ? 'out-of-stock' : 'in-stock'}
    >
      <RewardBody>
        <RewardMedia>
          {image ? (
            <img
              src={image}
              srcSet={sources?.srcSet}
              sizes={sources?.sizes}
              alt=""
              width={320}
              height={240}
              loading="lazy"
              decoding="async"
              onError={() => setFailed(image)}
            />
          ) : (
            <RewardPlaceholderIcon />
          )}
        </RewardMedia>
        <Row>
          <Badge variant="neutral" size="sm">
            {tierLabel[reward.tier]}
          </Badge>
          {soldOut ? (
            <Badge variant="agotado" size="sm" />
          ) : (
            <SmallMuted>
              {reward.stock === 1
                ? 'Queda 1 unidad'
                : `Quedan ${formatNumber(reward.stock)} unidades`}
            </SmallMuted>
          )}
        </Row>
        <RewardName id={nameId}>{reward.name}</RewardName>
        {reward.description && <RewardDescription>{reward.description}</RewardDescription>}
        <RewardFooter>
          <Cost>{formatNumber(reward.points_required)} puntos</Cost>
          <Button
            size="sm"
            aria-label={`Canjear ${reward.name}`}
            aria-describedby={!soldOut && missing > 0 ? hintId : undefined}
            loading={redeeming}
            disabled={soldOut || disabled}
            onClick={() => onRedeem(reward)}
          >
            Canjear
          </Button>
        </RewardFooter>
        {!soldOut && missing > 0 && (
          <SmallMuted id={hintId}>
            Te faltan {formatNumber(missing)} {missing === 1 ? 'punto' : 'puntos'}
          </SmallMuted>
        )}
      </RewardBody>
    </Card>
  );
}
