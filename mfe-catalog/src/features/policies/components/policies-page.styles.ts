import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export const Hero = styled.header`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  margin: ${vars.space[4]} 0 ${vars.space[10]};
  padding: ${vars.space[8]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  text-align: center;

  & > span {
    display: flex;
    font-size: 3rem;
    line-height: 1;
  }
  h1 {
    font-size: ${vars.fontSize['2xl']};
    ${media.md} {
      font-size: ${vars.fontSize['3xl']};
    }
  }
  p {
    max-width: 60ch;
    font-size: ${vars.fontSize.lg};
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  margin-bottom: ${vars.space[12]};

  & > h2 {
    font-size: ${vars.fontSize.xl};
    text-align: center;
    ${media.md} {
      font-size: ${vars.fontSize['2xl']};
    }
  }
`;

/** One plan a row on a phone, three side by side from tablets up, all as tall as the tallest. */
export const Plans = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: stretch;
  }
  & > li {
    display: flex;
  }
`;

export const Plan = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};

  &[data-popular] {
    border: 2px solid ${vars.color.brandBg};
    box-shadow: ${vars.shadow.md};
  }
  h3 {
    font-size: ${vars.fontSize.xl};
  }
  & > a {
    margin-top: auto;
  }
`;

export const Ribbon = styled.span`
  position: absolute;
  top: 0;
  right: ${vars.space[4]};
  transform: translateY(-50%);
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
`;

export const Covers = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const PlanPrice = styled.p`
  strong {
    font-size: ${vars.fontSize['2xl']};
  }
  span {
    color: ${vars.color.textMuted};
  }
`;

export const Features = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[4]};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${vars.space[2]};
  }
  li::before {
    content: '✓';
    color: ${vars.color.success};
    font-weight: 700;
  }
`;

export const Note = styled.p`
  max-width: 70ch;
  margin: 0 auto;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;

/**
 * The most columns, up to `most`, that `count` cards fill without a gap at the end of a row:
 * every card in one row when they fit, else the largest column count that divides them (the 4
 * benefit cards: 2 × 2, then 4 in a row). A count nothing divides (5) wraps at `most`. The
 * `auto-fill` grid it replaces left an empty fifth column at 1280 px.
 */
export function fullRowColumns(count: number, most: number): number {
  if (count <= most) return Math.max(count, 1);
  for (let columns = most; columns > 1; columns -= 1) if (count % columns === 0) return columns;
  return most;
}

/** The benefit cards: one a row on phones, then rows they fill (see fullRowColumns). */
export const Benefits = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(${({ $count }) => fullRowColumns($count, 2)}, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $count }) => fullRowColumns($count, 4)}, minmax(0, 1fr));
  }

  li {
    display: grid;
    align-content: start;
    gap: ${vars.space[2]};
    padding: ${vars.space[5]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
  }
  li > span {
    display: flex;
    font-size: 2rem;
    line-height: 1;
    color: ${vars.color.brand};
  }
  h3 {
    font-size: ${vars.fontSize.md};
  }
  p {
    color: ${vars.color.textMuted};
  }
`;

export const Advisor = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  padding: ${vars.space[6]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceSunken};

  ${media.md} {
    grid-template-columns: 3fr 2fr;
    align-items: center;
    padding: ${vars.space[8]};
  }
  & > div {
    display: grid;
    gap: ${vars.space[3]};
    justify-items: start;
  }
  h2 {
    font-size: ${vars.fontSize.xl};
  }
`;

/** A link that looks like the design system's button (48 px tall, pill). */
export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${vars.space[2]} ${vars.space[6]};
  border: 2px solid ${vars.color.brandBg};
  border-radius: ${vars.radius.pill};
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  transition: background-color ${vars.duration.fast} ${vars.easing.standard};

  &[data-variant='primary'] {
    background: ${vars.color.brandBg};
    color: ${vars.color.onBrand};
  }
  &[data-variant='primary']:hover {
    background: ${vars.color.brandBgHover};
    border-color: ${vars.color.brandBgHover};
  }
  &[data-variant='secondary'] {
    background: transparent;
    color: ${vars.color.brand};
  }
  &[data-variant='secondary']:hover {
    background: ${vars.color.brandSoft};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
