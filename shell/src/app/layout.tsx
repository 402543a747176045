import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { FloatingControls } from '../chrome/floating';
import { FLOATING_GUTTER_VAR } from '../chrome/floating-clearance';
import { Footer } from '../chrome/footer';
import { Header } from '../chrome/header';
import { MaintenanceNotice } from '../chrome/maintenance-notice';

const SkipLink = styled.a`
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

/**
 * At least a screen tall, so the footer starts below the fold and is not pushed down when a
 * remote's page arrives (that push was the store's only layout shift).
 */
const Main = styled.main`
  min-height: 100vh;
  outline: none;
`;

/**
 * The store's main content keeps the right gutter of the floating controls free on wider
 * screens (0 on phones, where they sit in a bar the body's bottom padding makes room for).
 */
const StoreMain = styled(Main)`
  padding-inline-end: var(${FLOATING_GUTTER_VAR}, 0px);
`;

/** The storefront chrome around a remote's page. */
export function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#contenido">Saltar al contenido</SkipLink>
      <MaintenanceNotice />
      <Header />
      <StoreMain id="contenido" tabIndex={-1} data-floating-gutter="">
        {children}
      </StoreMain>
      <Footer />
      <FloatingControls />
    </>
  );
}

/**
 * The admin frame: only the main landmark, none of the storefront chrome (so no storefront
 * remote is fetched). mfe-admin draws everything inside it: its sidebar (a drawer on narrow
 * screens), its own skip link to the screen, the admin's name and sign-out. Above it, the
 * maintenance notice while the store is closed to shoppers.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <MaintenanceNotice />
      <Main id="contenido" tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
