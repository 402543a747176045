import { styled } from 'styled-components';
import { vars } from '../../tokens';

export type StatTrendDirection = 'up' | 'down' | 'neutral';
export type StatCardTone = 'default' | 'warning';

const trendColor: Record<StatTrendDirection, string> = {
  up: vars.color.success,
  down: vars.color.danger,
  neutral: vars.color.textMuted,
};

export const Root = styled.div<{ $tone: StatCardTone }>`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[5]};
  border: 1px solid ${({ $tone }) => ($tone === 'warning' ? vars.color.warning : vars.color.border)};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};
`;

export const Label = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

export const Value = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize['2xl']};
  font-weight: 800;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const IconBox = styled.span`
  grid-row: 1;
  grid-column: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  font-size: ${vars.fontSize.lg};

  svg {
    width: 20px;
    height: 20px;
  }
`;

export const Trend = styled.p<{ $direction: StatTrendDirection }>`
  grid-column: 1 / -1;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  color: ${({ $direction }) => trendColor[$direction]};
`;

export const Hint = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Placeholder = styled.span`
  display: block;
  width: 60%;
  height: 1.2em;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
`;
