import { useId } from 'react';
import { styled } from 'styled-components';
import { Button, Progress, Skeleton, formatNumber, vars } from '@bonis/design-system';
import { usePrizeProbabilities } from '../api/get-prize-probabilities';
import {
  PROBABILITY_LIMIT_EXCEEDED,
  PROBABILITY_MAX,
  exceedsProbabilityCap,
  formatProbabilityTotal,
  probabilitySum,
} from '../lib/probability';

const Root = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &[data-state='exceeded'] {
    border-color: ${vars.color.danger};
  }
`;

const Heading = styled.h2`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

const Figure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[3]};
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Warning = styled.strong`
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
  font-size: ${vars.fontSize.sm};
`;

const Muted = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The sum of every prize's probability, 'x.x% / 100%' (es-CO: '87,5% / 100%'), with
 * '¡Excede el límite!' above 100 and a bar. Inactive prizes count: the database's cap is on
 * all of them; deleted ones don't (it is read again after every change made on the screen).
 */
export function ProbabilityTotal() {
  const headingId = useId();
  const { data: shown, isError: error, refetch } = usePrizeProbabilities();
  const total = shown ? probabilitySum(shown.map((prize) => prize.probability)) : 0;
  const inactive = shown?.filter((prize) => !prize.is_active).length ?? 0;
  const exceeded = exceedsProbabilityCap(total);

  return (
    <Root
      aria-labelledby={headingId}
      aria-busy={!shown && !error ? true : undefined}
      data-state={exceeded ? 'exceeded' : 'ok'}
    >
      <Heading id={headingId}>Probabilidad total</Heading>
      {shown ? (
        <>
          <Figure>
            <span>{formatProbabilityTotal(total)}</span>
            {exceeded && <Warning>{PROBABILITY_LIMIT_EXCEEDED}</Warning>}
          </Figure>
          <Progress
            label="Probabilidad asignada"
            hideLabel
            size="sm"
            value={Math.min(total, PROBABILITY_MAX)}
            max={PROBABILITY_MAX}
            valueText={formatProbabilityTotal(total)}
          />
          <Muted>
            {inactive === 0
              ? 'La suma de todos los premios no puede pasar de 100 %.'
              : `Incluye ${formatNumber(inactive)} ${
                  inactive === 1 ? 'premio inactivo' : 'premios inactivos'
                }: la suma de todos los premios no puede pasar de 100 %.`}
          </Muted>
        </>
      ) : error ? (
        <Muted role="alert">
          No se pudo calcular la probabilidad total.
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Muted>
      ) : (
        <Skeleton shape="text" width="12rem" height={28} />
      )}
    </Root>
  );
}
