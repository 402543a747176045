import { css, styled } from 'styled-components';
import { Link } from 'react-router';
import type { MegaMenuLayout } from '@bonis/contracts';
import { vars } from '@bonis/design-system';

/* A column's width in the desktop panel; the panel asks for as many as it has, up to 868px
   (the shell's popover is at most 900px wide with 16px padding). */
const COLUMN = '136px';
const COLUMN_GAP = vars.space[5];

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

export const Root = styled.div<{ $layout: MegaMenuLayout }>`
  display: grid;
  gap: ${vars.space[4]};
  max-width: 100%;
  font-family: ${vars.font.family};
  color: ${vars.color.text};

  ${({ $layout }) =>
    $layout === 'panel'
      ? css`
          width: min(
            calc(
              var(--mega-menu-columns, 3) * ${COLUMN} + (var(--mega-menu-columns, 3) - 1) *
                ${COLUMN_GAP}
            ),
            calc(100vw - 64px),
            868px
          );
        `
      : css`
          width: 100%;
        `}
`;

export const Columns = styled.div<{ $layout: MegaMenuLayout }>`
  display: grid;
  ${({ $layout }) =>
    $layout === 'panel'
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(124px, 1fr));
          gap: ${vars.space[5]} ${COLUMN_GAP};
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          gap: ${vars.space[3]};
        `}
`;

export const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const BrandsColumn = styled(Column)<{ $layout: MegaMenuLayout }>`
  ${({ $layout }) =>
    $layout === 'panel'
      ? css`
          padding-left: ${vars.space[4]};
          border-left: 1px solid ${vars.color.border};
        `
      : css`
          padding-top: ${vars.space[3]};
          border-top: 1px solid ${vars.color.border};
        `}
`;

export const GroupLink = styled(Link)<{ $layout: MegaMenuLayout }>`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding-block: ${({ $layout }) => ($layout === 'stacked' ? vars.space[2] : vars.space[1])};
  color: ${vars.color.text};
  font-weight: 800;
  text-decoration: none;

  &:hover {
    color: ${vars.color.brand};
    text-decoration: underline;
  }
  ${focusRing}
`;

export const GroupIcon = styled.span`
  display: inline-flex;
  flex: none;
  font-size: ${vars.fontSize.lg};
  line-height: 1;

  & > svg {
    color: ${vars.color.brand};
  }
`;

export const ColumnTitle = styled.span`
  padding-block: ${vars.space[1]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const List = styled.ul<{ $layout: MegaMenuLayout }>`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $layout }) =>
    $layout === 'stacked' &&
    css`
      padding-left: ${vars.space[6]};
    `}
`;

export const ItemLink = styled(Link)<{ $layout: MegaMenuLayout }>`
  display: block;
  /* comfortable touch targets in the drawer */
  padding-block: ${({ $layout }) => ($layout === 'stacked' ? vars.space[2] : '2px')};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-decoration: none;

  &:hover {
    color: ${vars.color.brand};
    text-decoration: underline;
  }
  ${focusRing}
`;

export const SeeAll = styled(Link)`
  justify-self: start;
  padding-block: ${vars.space[1]};
  color: ${vars.color.brand};
  font-weight: 800;
  text-decoration: underline;
  text-underline-offset: 0.18em;

  &:hover {
    text-decoration-thickness: 2px;
  }
  ${focusRing}
`;

export const Loading = styled.div<{ $layout: MegaMenuLayout }>`
  display: grid;
  gap: ${vars.space[4]};
  ${({ $layout }) =>
    $layout === 'panel'
      ? css`
          grid-template-columns: repeat(3, ${COLUMN});
          max-width: 100%;
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
        `}
`;

export const LoadingColumn = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;
