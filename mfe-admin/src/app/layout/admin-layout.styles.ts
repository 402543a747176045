import { Link, NavLink } from 'react-router';
import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** One column under 1024 px (top bar, then the screen); sidebar and screen side by side above. */
export const Frame = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* the top bar keeps its own height; the screen takes the rest */
  grid-template-rows: auto minmax(0, 1fr);
  min-height: 100vh;
  background: ${vars.color.bg};
  color: ${vars.color.text};

  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    grid-template-rows: minmax(0, 1fr);
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space[2]};
  top: -100px;
  z-index: ${vars.z.toast};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.bg};
  font-weight: 700;

  &:focus {
    top: ${vars.space[2]};
  }
`;

/** The bar with the menu button: only under 1024 px, where the sidebar is a drawer. */
export const TopBar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${vars.z.sticky};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};

  ${media.lg} {
    display: none;
  }
`;

/** The sidebar: only from 1024 px. */
export const Sidebar = styled.div`
  display: none;

  ${media.lg} {
    position: sticky;
    top: 0;
    display: flex;
    flex-direction: column;
    gap: ${vars.space[4]};
    height: 100vh;
    overflow-y: auto;
    padding: ${vars.space[4]};
    background: ${vars.color.surface};
    border-right: 1px solid ${vars.color.border};
  }
`;

export const Brand = styled(Link)`
  min-width: 0;
  overflow-wrap: anywhere;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
  color: ${vars.color.brand};
  text-decoration: none;
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Compact enough that the fifteen links, the name and 'Cerrar Sesión' fit a 900 px tall window. */
export const NavItem = styled(NavLink)`
  display: block;
  padding: 6px ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  line-height: 1.35;
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  text-decoration: none;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }

  &[aria-current='page'] {
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.brand};
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${vars.color.brand};
  }
`;

export const Account = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin-top: auto;
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border};
`;

export const AdminName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;

  strong {
    display: block;
  }

  span {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

/** The screen's area; the skip link's target. */
export const Content = styled.div`
  min-width: 0;
  outline: none;
`;

/** A message in place of a screen (crash, not found). */
export const Notice = styled.section`
  max-width: 640px;
  margin: ${vars.space[10]} auto;
  padding: 0 ${vars.space[4]};
  text-align: center;

  h1 {
    margin: 0 0 ${vars.space[2]};
    font-family: ${vars.font.familyDisplay};
  }

  p {
    margin: 0 0 ${vars.space[4]};
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
`;
