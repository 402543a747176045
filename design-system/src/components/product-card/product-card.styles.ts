import { styled } from 'styled-components';
import { vars } from '../../tokens';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};
  overflow: hidden;
  transition:
    box-shadow ${vars.duration.normal} ${vars.easing.standard},
    transform ${vars.duration.normal} ${vars.easing.standard};

  &:hover {
    box-shadow: ${vars.shadow.md};
    transform: translateY(-2px);
  }
  &:focus-within {
    box-shadow: ${vars.shadow.md};
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 1;
  background: ${vars.color.surfaceSunken};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-state='out-of-stock'] img,
  &[data-state='out-of-stock'] svg {
    filter: grayscale(0.8);
  }
`;

export const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${vars.color.borderStrong};

  svg {
    width: 40%;
    height: 40%;
  }
`;

export const Badges = styled.div`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  right: 56px;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  pointer-events: none;
`;

export const Favorite = styled.div`
  position: absolute;
  top: ${vars.space[2]};
  right: ${vars.space[2]};
  z-index: 1;

  button {
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
  }
  button[aria-pressed='true'] {
    color: ${vars.color.danger};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
`;

export const Meta = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/**
 * The name, at most two lines ending in an ellipsis (the whole name stays the card's accessible
 * name, and the heading's `title` shows it on hover). A word longer than the card breaks rather
 * than running out of the box unseen.
 */
export const Name = styled.h3`
  margin: 0;
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.md};
  font-weight: 700;
  line-height: 1.3;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  text-overflow: ellipsis;
  overflow-wrap: anywhere;

  a {
    color: ${vars.color.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
  }
  /* the name's link covers the whole card; buttons sit above it */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${vars.radius.lg};
  }
  a:focus-visible::after {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
`;

export const Footer = styled.div`
  position: relative;
  z-index: 1;
  margin-top: auto;
  padding-top: ${vars.space[2]};
`;
