import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export { CardHeader } from '../../../components/page-parts.styles';

/**
 * The side card and the tabs. Every track is `minmax(0, …)`: an `auto` track grows to its
 * content's min-content width (the tab row's), which pushed the page sideways on a phone.
 */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  margin-top: ${vars.space[6]};

  ${media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
`;

/** A stack of cards; like Layout, its track never grows past the screen. */
export const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  min-width: 0;
`;

/** The side card's identity; its one track never grows past the card (an email can be long). */
export const Identity = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  gap: ${vars.space[2]};
  text-align: center;
`;

/**
 * Text that wraps between words, and breaks a word only when it can't fit on a line of its own
 * (`overflow-wrap: anywhere` broke words anywhere, e.g. an email mid-word).
 */
const wrapsAtWords = `
  word-break: normal;
  overflow-wrap: break-word;
`;

export const Name = styled.h2`
  margin: ${vars.space[2]} 0 0;
  font-size: ${vars.fontSize.xl};
  ${wrapsAtWords}
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  ${wrapsAtWords}
`;

/**
 * The account's email (or phone) under the name: one line, never broken; one too long for the
 * card ends in an ellipsis (the whole address is in its `title`).
 */
export const Contact = styled(Muted)`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SideNav = styled.nav`
  margin-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  padding-top: ${vars.space[4]};

  ul {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const SideLink = styled.a`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  text-decoration: none;
  width: 100%;
  background: none;
  border: 0;
  font: inherit;
  cursor: pointer;
  text-align: start;

  &:hover,
  &[aria-current='page'] {
    background: ${vars.color.surfaceSunken};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const ReadOnlyList = styled.dl`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: ${vars.space[1]} 0 0;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[5]};
`;

export const Benefits = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: ${vars.space[4]} 0 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }

  li {
    display: grid;
    gap: ${vars.space[1]};
    padding: ${vars.space[4]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceSunken};
  }

  strong {
    font-size: ${vars.fontSize.md};
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[4]};
`;

export const PresetGrid = styled.ul`
  display: grid;
  width: 100%;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    display: grid;
    justify-items: center;
    gap: ${vars.space[1]};
    width: 100%;
    padding: ${vars.space[2]};
    border: 2px solid transparent;
    border-radius: ${vars.radius.md};
    background: none;
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.fontSize.sm};
    cursor: pointer;
  }

  button:hover:not(:disabled) {
    border-color: ${vars.color.border};
  }

  button:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
  }
`;

export const AvatarError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
`;

export const DialogStack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  justify-items: start;

  > * {
    max-width: 100%;
  }

  h3 {
    margin: ${vars.space[2]} 0 0;
    font-size: ${vars.fontSize.md};
  }

  > [role='progressbar'],
  > div:has([role='progressbar']) {
    width: 100%;
  }
`;
