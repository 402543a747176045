import { SkeletonText, VisuallyHidden, vars } from '@bonis/design-system';
import type { WheelPrize } from '../api/get-roulette-prizes';
import { probabilityLabel } from '../utils/prize-copy';
import { segmentColor } from '../utils/segment-colors';
import {
  PrizeIcon,
  PrizeItem,
  PrizeItems,
  PrizeText,
  Probability,
  Swatch,
} from './roulette.styles';

/**
 * The prizes with their probabilities, in the wheel's order, each with its segment's colour:
 * what the wheel shows, readable by everyone.
 */
export function PrizeList({ prizes }: { prizes: readonly WheelPrize[] }) {
  return (
    <PrizeItems aria-label="Premios de la ruleta">
      {prizes.map((prize, index) => (
        <PrizeItem key={prize.id}>
          <Swatch aria-hidden="true" style={{ background: vars.color[segmentColor(index).fill] }} />
          <PrizeIcon aria-hidden="true">{prize.icon}</PrizeIcon>
          <PrizeText>
            <strong>{prize.name}</strong>
            {prize.description && <span>{prize.description}</span>}
          </PrizeText>
          <Probability>
            <VisuallyHidden>Probabilidad: </VisuallyHidden>
            {probabilityLabel(prize.probability)}
          </Probability>
        </PrizeItem>
      ))}
    </PrizeItems>
  );
}

export function PrizeListSkeleton() {
  return (
    <PrizeItems aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <PrizeItem key={index}>
          <SkeletonText lines={2} style={{ gridColumn: '1 / -1' }} />
        </PrizeItem>
      ))}
    </PrizeItems>
  );
}
