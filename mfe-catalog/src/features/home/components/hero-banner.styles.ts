import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/*
 * The hero is the page's LCP, so its size barely depends on what arrives: on phones a 2:1 image
 * over a panel whose lines are reserved (2 for the title, which grows when it needs more and is
 * never cut; 3 for the text, clamped), from md the panel floats over an image box of at least
 * a fixed height. The skeleton uses the same boxes.
 */

export const Hero = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};

  ${media.md} {
    flex-direction: row;
    align-items: center;
    min-height: clamp(360px, 36vw, 460px);
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 2 / 1;
  overflow: hidden;
  background: ${vars.color.brandSoft};

  & > img,
  & > svg,
  & > span {
    display: block;
    width: 100%;
    height: 100%;
  }
  & > img {
    object-fit: cover;
    object-position: right center;
  }

  ${media.md} {
    position: absolute;
    inset: 0;
    aspect-ratio: auto;
  }
`;

export const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};

  ${media.md} {
    width: min(520px, 100% - ${vars.space[16]});
    margin: ${vars.space[8]} ${vars.space[10]};
    padding: ${vars.space[6]} ${vars.space[8]};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
    background: color-mix(in srgb, ${vars.color.surface} 92%, transparent);
    box-shadow: ${vars.shadow.md};
  }
`;

/**
 * Never cut: the title wraps onto as many lines as it needs at any width (a long word breaks
 * rather than overflow). On phones 2 lines are reserved, so the usual title arrives without a
 * shift.
 */
export const Title = styled.h1`
  width: 100%;
  min-height: 2.4em;
  font-size: ${vars.fontSize['2xl']};
  line-height: 1.2;
  color: ${vars.color.text};
  overflow-wrap: anywhere;
  text-wrap: balance;

  ${media.md} {
    min-height: 0;
    font-size: ${vars.fontSize['3xl']};
  }
`;

/** At most 3 lines; on phones 3 lines are always reserved. */
export const Description = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  width: 100%;
  min-height: 4.5em;
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: 1.5;
  color: ${vars.color.textMuted};

  ${media.md} {
    min-height: 0;
    font-size: ${vars.fontSize.lg};
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  min-height: 48px;
`;

/** A link drawn as the design system's large primary button. */
export const CtaLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: 48px;
  max-width: 100%;
  padding: ${vars.space[2]} ${vars.space[6]};
  border: 2px solid ${vars.color.brandBg};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  transition:
    background-color ${vars.duration.fast} ${vars.easing.standard},
    border-color ${vars.duration.fast} ${vars.easing.standard};

  &:hover {
    background: ${vars.color.brandBgHover};
    border-color: ${vars.color.brandBgHover};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 3px;
  }
`;

/** The title's loading lines keep the h1's own line box. */
export const TitleLines = styled.span`
  display: block;

  && > span {
    height: 0.9em;
    margin: 0.15em 0;
  }
`;
