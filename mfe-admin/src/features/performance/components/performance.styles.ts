import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

/** The filters: side by side, wrapping on a phone. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
`;

/** A titled part of the screen (the thresholds). */
export const Part = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const PartTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.lg};
  line-height: 1.2;
`;

/** A route pattern as the route tables write it; a long one breaks at its slashes. */
/** A route pattern reads as one word: the table scrolls sideways on a phone rather than
 * break `/all-products` at its hyphen. */
export const RoutePattern = styled.code`
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The load error, with 'Reintentar'. */
export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border-inline-start: 4px solid ${vars.color.danger};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
  font-weight: 600;
`;

/** A metric's abbreviation in a header, its name as a tooltip. */
export const Abbr = styled.abbr`
  text-decoration: none;
  cursor: help;
`;
