import { Link } from 'react-router';
import { css, styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin-bottom: ${vars.space[6]};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize['2xl']};
  line-height: 1.2;

  ${media.md} {
    font-size: ${vars.fontSize['3xl']};
  }

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const CountLine = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** Lines | summary from 1024 px; stacked (summary last) below. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(300px, 360px);
  }
`;

export const Message = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;
  margin-bottom: ${vars.space[6]};

  p {
    margin: 0;
  }
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[6]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};

  p {
    margin: 0;
  }
`;

export const Lines = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A line: image | details, then the controls under the details; from 768 px the controls sit
 * at the end of the row.
 */
export const Line = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &[data-available='false'] {
    border-color: ${vars.color.danger};
  }

  ${media.md} {
    grid-template-columns: 88px minmax(0, 1fr) auto;
    gap: ${vars.space[4]};
    padding: ${vars.space[4]};
  }
`;

export const Details = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  align-content: start;
  min-width: 0;
`;

export const NameLink = styled(Link)`
  color: ${vars.color.text};
  font-weight: 700;
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

export const Name = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const Brand = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const UnitPrice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
`;

export const Issue = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  grid-column: 1 / -1;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[3]};

  ${media.md} {
    grid-column: auto;
    flex-direction: column;
    align-items: flex-end;
    justify-content: flex-start;
  }
`;

export const ControlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const LineTotal = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
  white-space: nowrap;

  &[aria-busy='true'] {
    color: ${vars.color.textMuted};
  }
`;

export const NotCounted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Summary = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  ${media.md} {
    padding: ${vars.space[6]};
  }
  ${media.lg} {
    position: sticky;
    top: ${vars.space[4]};
  }
`;

export const SummaryTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.xl};
  line-height: 1.2;
`;

export const Figures = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
`;

export const Figure = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${vars.space[3]};

  dt,
  dd {
    margin: 0;
  }
  dd {
    font-weight: 700;
    white-space: nowrap;
  }
`;

export const TotalFigure = styled(Figure)`
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
`;

export const Note = styled.p<{ $tone?: 'success' | 'muted' }>`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${({ $tone }) => ($tone === 'success' ? vars.color.success : vars.color.textMuted)};
`;

export const Blocked = styled.div`
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.warningSoft};
  color: ${vars.color.onWarningSoft};
  font-size: ${vars.fontSize.sm};

  p {
    margin: 0;
  }
`;

const action = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 48px;
  padding: 0 ${vars.space[6]};
  border: 2px solid ${vars.color.brandBg};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
  text-align: center;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const CheckoutLink = styled(Link)`
  ${action}
  transition: background ${vars.duration.fast} ${vars.easing.standard};

  &:hover {
    border-color: ${vars.color.brandBgHover};
    background: ${vars.color.brandBgHover};
  }
`;

/** The checkout action while the cart can't be bought: focusable, explained, inert. */
export const CheckoutBlocked = styled.button`
  ${action}
  cursor: not-allowed;
  opacity: 0.55;
`;

export const SkeletonLines = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

export const SkeletonLine = styled.div`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const SkeletonText = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  align-content: start;
`;
