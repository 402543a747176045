import { Link } from 'react-router';
import { css, styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';
import { PageTitle } from '../../../components/page-heading.styles';

export const Page = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  min-width: 0;

  ${media.md} {
    gap: ${vars.space[10]};
  }
`;

export const Header = styled.header`
  display: grid;
  gap: ${vars.space[2]};
`;

export const Title = PageTitle;

export const Lead = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const SectionHeader = styled.div`
  display: grid;
  gap: ${vars.space[1]};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.xl};
  line-height: 1.2;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The balance, the level badge and, for regular shoppers, the upsell. */
export const Overview = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Panel = styled.section<{ $tone?: 'brand' | 'member' | 'plain' }>`
  display: grid;
  align-content: start;
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  ${media.md} {
    padding: ${vars.space[6]};
  }

  ${({ $tone }) =>
    $tone === 'brand' &&
    css`
      border-color: transparent;
      background: ${vars.color.brandSoft};
      color: ${vars.color.onBrandSoft};
    `}
  ${({ $tone }) =>
    $tone === 'member' &&
    css`
      border-color: ${vars.color.member};
    `}
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.lg};
  line-height: 1.2;
`;

export const PanelText = styled.p`
  margin: 0;
  line-height: 1.5;
`;

export const Balance = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]};
  margin: 0;
`;

export const BalanceValue = styled.span`
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize['3xl']};
  font-weight: 800;
  line-height: 1.1;
  color: ${vars.color.brand};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

const action = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${vars.space[5]};
  border: 2px solid ${vars.color.brand};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.brand};
  font-weight: 700;
  text-align: center;
  text-decoration: none;

  &:hover {
    background: ${vars.color.brandSoft};
    color: ${vars.color.onBrandSoft};
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** A router link that looks like a secondary button. */
export const ActionLink = styled(Link)`
  ${action}
`;

/** A router link that looks like a primary button. */
export const PrimaryLink = styled(Link)`
  ${action}
  border-color: ${vars.color.brandBg};
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};

  &:hover {
    border-color: ${vars.color.brandBgHover};
    background: ${vars.color.brandBgHover};
    color: ${vars.color.onBrand};
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const GridItem = styled.li`
  display: flex;
  min-width: 0;

  & > * {
    flex: 1;
  }
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
`;

/** A plain list of rows (bonuses, movements, redemptions), separated by lines. */
export const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  list-style: none;
`;

export const RowItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[3]} ${vars.space[4]};

  & + & {
    border-top: 1px solid ${vars.color.border};
  }
`;

export const RowMain = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
  flex: 1 1 12rem;
`;

export const RowTitle = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const RowMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A line under a row's meta: what the store said about a redemption. */
export const RowNote = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const RowAside = styled.div`
  display: grid;
  justify-items: end;
  gap: ${vars.space[1]};
  text-align: end;
`;

export const Amount = styled.span<{ $sign: 'plus' | 'minus' | 'zero' }>`
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ $sign }) =>
    $sign === 'plus'
      ? vars.color.success
      : $sign === 'minus'
        ? vars.color.danger
        : vars.color.text};
`;

export const SmallMuted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

/** Reward card parts. */
export const RewardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  height: 100%;
`;

/**
 * The reward's picture: the card's full width (out to its border, over the card's padding), at a
 * fixed 4:3, the image covering it (cropped, never stretched or letterboxed).
 */
export const RewardMedia = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  margin: calc(-1 * ${vars.space[4]}) calc(-1 * ${vars.space[4]}) ${vars.space[2]};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
  overflow: hidden;

  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const RewardName = styled.h3`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.lg};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

export const RewardDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The points and 'Canjear', always on one row (down to a 320 px screen): the button keeps its
 * size, the points never wrap and, only if a card were narrower than both, are cut with '…'.
 */
export const RewardFooter = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-width: 0;
  margin-top: auto;
  padding-top: ${vars.space[2]};

  & > button {
    flex: none;
  }
`;

export const Cost = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${vars.color.brand};
`;

export const Teaser = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceSunken};

  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${vars.space[6]};
    padding: ${vars.space[6]};
  }
`;

export const TeaserIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.brand};
`;

export const CenteredRow = styled(Row)`
  justify-content: center;
`;

export const SignedOutBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[8]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceSunken};
  text-align: center;
`;
