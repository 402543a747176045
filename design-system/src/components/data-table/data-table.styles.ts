import { styled } from 'styled-components';
import { media, vars } from '../../tokens';
import { visuallyHiddenCss } from '../visually-hidden';

export type ColumnAlign = 'start' | 'center' | 'end';

export const Scroller = styled.div`
  /* the containing block of the cells' absolutely positioned content (visually hidden text),
     so it scrolls with the table instead of widening the page */
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};

  ${media.md} {
    min-width: 0;
  }
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${vars.space[4]};
  text-align: start;
  font-weight: 700;
  font-size: ${vars.fontSize.md};
  ${({ $hidden }) => ($hidden ? visuallyHiddenCss : '')}
`;

export const HeaderCell = styled.th<{ $align: ColumnAlign }>`
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-weight: 700;
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  border-bottom: 1px solid ${vars.color.border};
`;

export const SortButton = styled.button<{ $align: ColumnAlign }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: -${vars.space[1]} -${vars.space[2]};
  padding: ${vars.space[1]} ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font-weight: inherit;
  flex-direction: ${({ $align }) => ($align === 'end' ? 'row-reverse' : 'row')};

  &:hover {
    text-decoration: underline;
  }

  svg {
    width: 12px;
    height: 12px;
    flex: none;
  }
`;

export const Cell = styled.td<{ $align: ColumnAlign }>`
  padding: ${vars.space[3]} ${vars.space[4]};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  border-bottom: 1px solid ${vars.color.border};

  tr:last-child > & {
    border-bottom: 0;
  }
`;

export const EmptyCell = styled.td`
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.textMuted};
`;
