import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

export {
  StateError as ErrorMessage,
  StateMessage as Message,
} from '../../../components/page-parts.styles';

export const CountLine = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-weight: 700;
`;

/* --- a favourite's card (the design system's ProductCard look, with named buttons) --- */

export const CardRoot = styled.article`
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
  transition: box-shadow ${vars.duration.normal} ${vars.easing.standard};

  &:hover,
  &:focus-within {
    box-shadow: ${vars.shadow.md};
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 1;
  background: ${vars.color.surfaceSunken};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-state='out-of-stock'] > img,
  &[data-state='out-of-stock'] > [data-placeholder] {
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

  & > svg {
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

/** Above the name's stretched link, so it stays clickable. */
export const RemoveSlot = styled.div`
  position: absolute;
  top: ${vars.space[2]};
  right: ${vars.space[2]};
  z-index: 1;

  & > button {
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
`;

export const Category = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const Name = styled.h2`
  margin: 0;
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.md};
  font-weight: 700;
  line-height: 1.3;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;

  & > a {
    color: ${vars.color.text};
    text-decoration: none;
  }
  & > a:hover {
    text-decoration: underline;
  }
  & > a:focus-visible {
    outline: none;
  }
  /* the name's link covers the whole card; the buttons sit above it */
  & > a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${vars.radius.lg};
  }
  & > a:focus-visible::after {
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
