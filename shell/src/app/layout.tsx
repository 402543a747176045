import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { FloatingControls } from '../chrome/floating';
import { Footer } from '../chrome/footer';
import { chromeLinks } from '../chrome/nav-data';
import { Header } from '../chrome/header';

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

/** The storefront chrome around a remote's page. */
export function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#contenido">Saltar al contenido</SkipLink>
      <Header />
      <Main id="contenido" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <FloatingControls />
    </>
  );
}

const AdminBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  padding: ${vars.space[2]} ${vars.space[4]};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};

  a {
    color: ${vars.color.brand};
    font-weight: 700;
  }
`;

const AdminLogo = styled(Link)`
  font-family: ${vars.font.familyDisplay};
  font-size: 1.25rem;
  text-decoration: none;
`;

/**
 * The admin frame: none of the storefront chrome (so no storefront remote is fetched);
 * mfe-admin draws its own sidebar inside.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminBar>
        <AdminLogo to={chromeLinks.adminHome}>Boñis · Administración</AdminLogo>
        <Link to={chromeLinks.home}>Ver la tienda</Link>
      </AdminBar>
      <Main id="contenido" tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
