import { css, styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/**
 * Two tiles side by side on a 320 px phone, as many as fit (136 px or more) above: wide enough
 * for a name like 'Promociones' on one line.
 */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(136px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${vars.space[4]};
  }
`;

/** The box of a tile, shared by the link and its loading placeholder so they never differ. */
const tileBox = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  height: 100%;
  min-height: 148px;
  padding: ${vars.space[4]} ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

export const Item = styled.li`
  min-width: 0;
`;

/** The whole tile is the link (one tab stop), with a visible focus ring. */
export const Tile = styled.a`
  ${tileBox}
  color: ${vars.color.text};
  text-align: center;
  text-decoration: none;
  box-shadow: ${vars.shadow.sm};
  transition:
    box-shadow ${vars.duration.normal} ${vars.easing.standard},
    border-color ${vars.duration.normal} ${vars.easing.standard},
    transform ${vars.duration.normal} ${vars.easing.standard};

  &:hover {
    border-color: ${vars.color.borderStrong};
    box-shadow: ${vars.shadow.md};
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    &:hover {
      transform: none;
    }
  }
`;

export const Visual = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  flex: none;
  border-radius: 50%;
  background: ${vars.color.brandSoft};
  font-size: 2rem;
  line-height: 1;
  overflow: hidden;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > svg {
    color: ${vars.color.onBrandSoft};
  }
`;

export const Name = styled.h3`
  font-size: ${vars.fontSize.md};
  overflow-wrap: break-word;
  max-width: 100%;
`;

export const Detail = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** A loading tile: the same box as a tile. */
export const SkeletonTile = styled.div`
  ${tileBox}
`;
