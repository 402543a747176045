import { styled } from 'styled-components';
import { media, Price, vars } from '@bonis/design-system';

/**
 * Phones: the name and the price (Summary) first, then the gallery, then stock, buttons and
 * notices (Info), so the price is on the first screen, above the floating controls' bar. From
 * md the gallery takes the left column and Summary then Info stack on the right.
 */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'summary' 'gallery' 'info';
  gap: ${vars.space[6]};
  margin-top: ${vars.space[4]};

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'gallery summary' 'gallery info';
    gap: ${vars.space[4]} ${vars.space[10]};
    align-items: start;
  }
`;

export const Gallery = styled.div`
  grid-area: gallery;
  display: grid;
  gap: ${vars.space[3]};
`;

export const MainImage = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;
  display: grid;
  place-items: center;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  svg {
    width: 40%;
    height: 40%;
    color: ${vars.color.textMuted};
  }
`;

export const Thumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  list-style: none;
  padding: 0;
  margin: 0;

  button {
    width: 64px;
    height: 64px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceSunken};
    cursor: pointer;
    overflow: hidden;
  }
  button[aria-pressed='true'] {
    border-color: ${vars.color.brand};
  }
  button:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const Summary = styled.div`
  grid-area: summary;
  display: grid;
  gap: ${vars.space[4]};
  align-content: start;
`;

export const Info = styled.div`
  grid-area: info;
  display: grid;
  gap: ${vars.space[4]};
  align-content: start;
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Brand = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Title = styled.h1`
  font-size: ${vars.fontSize['2xl']};
  line-height: 1.2;

  ${media.md} {
    font-size: ${vars.fontSize['3xl']};
  }
`;

export const Stock = styled.p<{ $tone: 'ok' | 'low' | 'out' }>`
  font-weight: 600;
  color: ${({ $tone }) =>
    $tone === 'out'
      ? vars.color.danger
      : $tone === 'low'
        ? vars.color.warning
        : vars.color.success};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
`;

export const Notices = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  list-style: none;
  padding: 0;
  margin: 0;

  li {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceSunken};
  }
  strong {
    display: block;
  }
`;

export const Details = styled.section`
  margin-top: ${vars.space[10]};
  display: grid;
  gap: ${vars.space[8]};

  ${media.md} {
    grid-template-columns: 3fr 2fr;
  }
  h2 {
    font-size: ${vars.fontSize.xl};
    margin-bottom: ${vars.space[3]};
  }
  p + p {
    margin-top: ${vars.space[3]};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${vars.space[2]} ${vars.space[4]};
  }
  dt {
    color: ${vars.color.textMuted};
  }
`;

export const MemberInvite = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};

  /* a member has no use for it, but keeps its room: the page was drawn before the session */
  &[data-state='hidden'] {
    visibility: hidden;
  }
`;

/**
 * The large price with room for the member price's line from the first render (the page is
 * drawn for nobody signed in, on the server and at hydration): the price line, then the
 * savings line when discounted, then 'Precio socio', each a row of the design system's `Price`
 * (a row gap apart, 1.2 line height, the detail size `md` at size `lg`). A member's price fills
 * that room instead of pushing the stock line and the buttons down.
 */
export const PagePrice = styled(Price)<{ $discounted: boolean }>`
  min-height: calc(
    ${vars.fontSize['3xl']} * 1.2 + ${({ $discounted }) => ($discounted ? 2 : 1)} *
      (${vars.space[1]} + ${vars.fontSize.md} * 1.2)
  );
  align-content: flex-start;
`;

export const Missing = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[16]} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.text};
`;
