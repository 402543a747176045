import { useId } from 'react';
import { Badge, Button, Price } from '@bonis/design-system';
import type { PlanSummary } from '../api/get-membership-plans';
import { durationLabel } from '../utils/membership-labels';
import { isPopular } from '../utils/plan-pricing';
import type { PlanStanding } from '../utils/plan-standing';
import {
  Benefit,
  Benefits,
  Duration,
  PlanAction,
  PlanBody,
  PlanCard as Frame,
  PlanDescription,
  PlanName,
  PlanTop,
} from './membership-page.styles';

export interface PlanCardProps {
  plan: PlanSummary;
  /** the struck-through reference price, with its savings line; null for none */
  referencePrice: number | null;
  /**
   * 'current': the shopper's membership is this plan's ('Plan Actual', disabled); 'included':
   * their running membership ranks higher ('Incluido en tu plan', disabled); else available
   */
  standing: PlanStanding;
  /** this plan's purchase is starting */
  starting: boolean;
  /** 'Seleccionar Plan' can't be used now (another purchase starts, or the session loads) */
  disabled: boolean;
  onChoose: (plan: PlanSummary) => void;
}

/**
 * One plan (spec §2 /membership): name, price in COP (the annual plan with its struck-through
 * reference and savings), duration, benefits, the 'Más popular' ribbon on the 365-day plan,
 * and 'Seleccionar Plan' — or, disabled, 'Plan Actual' when it is the shopper's plan and
 * 'Incluido en tu plan' when their running membership ranks higher (ARCHITECTURE §5: no
 * cheaper plan is sold over a running better one).
 */
export function PlanCard({
  plan,
  referencePrice,
  standing,
  starting,
  disabled,
  onChoose,
}: PlanCardProps) {
  const nameId = useId();
  const popular = isPopular(plan);
  return (
    <Frame
      forwardedAs="article"
      aria-labelledby={nameId}
      padding="lg"
      variant={popular ? 'elevated' : 'outlined'}
      $popular={popular}
      data-popular={popular || undefined}
    >
      <PlanBody>
        <PlanTop>
          <PlanName id={nameId}>{plan.name}</PlanName>
          {popular && <Badge variant="popular">Más popular</Badge>}
        </PlanTop>
        {plan.description && <PlanDescription>{plan.description}</PlanDescription>}
        <Price price={plan.price} originalPrice={referencePrice} size="lg" />
        <Duration>Duración: {durationLabel(plan.duration_days)}</Duration>
        {plan.benefits.length > 0 && (
          <Benefits aria-label={`Beneficios del plan ${plan.name}`}>
            {plan.benefits.map((benefit, index) => (
              <Benefit key={`${index}-${benefit}`}>{benefit}</Benefit>
            ))}
          </Benefits>
        )}
        <PlanAction>
          {standing === 'current' ? (
            <Button variant="secondary" fullWidth disabled aria-label={`Plan Actual: ${plan.name}`}>
              Plan Actual
            </Button>
          ) : standing === 'included' ? (
            <Button
              variant="secondary"
              fullWidth
              disabled
              aria-label={`Incluido en tu plan: ${plan.name}`}
            >
              Incluido en tu plan
            </Button>
          ) : (
            <Button
              variant={popular ? 'primary' : 'secondary'}
              fullWidth
              loading={starting}
              disabled={disabled}
              aria-label={`Seleccionar Plan ${plan.name}`}
              onClick={() => onChoose(plan)}
            >
              Seleccionar Plan
            </Button>
          )}
        </PlanAction>
      </PlanBody>
    </Frame>
  );
}
