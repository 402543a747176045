import { useId } from 'react';
import { Badge, Button, Card, formatNumber } from '@bonis/design-system';
import type { Bonus } from '../api/get-bonuses';
import { bonusValueLabel } from '../utils/bonus-value';
import {
  CardBody,
  CardFooter,
  CardTop,
  Cost,
  Description,
  Icon,
  Name,
  Validity,
  Value,
} from './bonus-store-modal.styles';

export interface BonusCardProps {
  bonus: Bonus;
  onBuy: (bonus: Bonus) => void;
  /** this bonus is being bought */
  buying: boolean;
  /** 'Canjear' can't be used now (another purchase runs, or the session is loading) */
  disabled: boolean;
}

/** How long a bonus lasts once bought (storefront spec §4, §9; `purchase_bonus` sets it). */
export const BONUS_VALIDITY_DAYS = 30;

/** One bonus of the store: icon, name, description, value, validity, cost and 'Canjear'. */
export function BonusCard({ bonus, onBuy, buying, disabled }: BonusCardProps) {
  const nameId = useId();
  return (
    <Card as="article" aria-labelledby={nameId} padding="md">
      <CardBody>
        <CardTop>
          <Icon aria-hidden="true">{bonus.icon}</Icon>
          {bonus.popular && <Badge variant="popular" size="sm" />}
        </CardTop>
        <Name id={nameId}>{bonus.name}</Name>
        {bonus.description && <Description>{bonus.description}</Description>}
        <Value>{bonusValueLabel(bonus)}</Value>
        <Validity>Válido por {BONUS_VALIDITY_DAYS} días desde la compra</Validity>
        <CardFooter>
          <Cost>{formatNumber(bonus.points_cost)} puntos</Cost>
          <Button
            size="sm"
            aria-label={`Canjear ${bonus.name}`}
            loading={buying}
            disabled={disabled}
            onClick={() => onBuy(bonus)}
          >
            Canjear
          </Button>
        </CardFooter>
      </CardBody>
    </Card>
  );
}
