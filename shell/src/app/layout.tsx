import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { createGlobalStyle, styled } from 'styled-components';
import { tokens } from '@bonis/design-system';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${tokens.font.family};
    background: ${tokens.color.surface};
    color: ${tokens.color.ink};
  }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${tokens.color.surfaceRaised};
  border-bottom: 1px solid ${tokens.color.border};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${tokens.space.sm} ${tokens.space.md};
`;

const Logo = styled(Link)`
  font-size: 1.5rem;
  font-weight: 800;
  color: ${tokens.color.brandStrong};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm} ${tokens.space.md};

  a {
    color: ${tokens.color.ink};
    text-decoration: none;
    padding: ${tokens.space.xs} 0;
  }
  a.active {
    color: ${tokens.color.brandStrong};
    font-weight: 700;
  }
`;

const Main = styled.main`
  min-height: 60vh;
  padding: 0 ${tokens.space.md};
`;

const Footer = styled.footer`
  margin-top: ${tokens.space.xl};
  padding: ${tokens.space.lg} ${tokens.space.md};
  border-top: 1px solid ${tokens.color.border};
  color: ${tokens.color.inkMuted};
`;

const mainNav = [
  { to: '/dogs', label: 'Perros' },
  { to: '/cats', label: 'Gatos' },
  { to: '/accessories', label: 'Accesorios' },
  { to: '/policies', label: 'Seguros' },
  { to: '/membership', label: 'Membresía' },
  { to: '/deals', label: 'Promociones' },
];

const accountNav = [
  { to: '/premios', label: 'Premios' },
  { to: '/favorites', label: 'Favoritos' },
  { to: '/cart', label: 'Carrito' },
  { to: '/profile', label: 'Mi Perfil' },
];

const footerLinks = [
  { to: '/help', label: 'Ayuda' },
  { to: '/shipping', label: 'Envíos' },
  { to: '/faq', label: 'Preguntas frecuentes' },
  { to: '/terms', label: 'Términos' },
  { to: '/privacy', label: 'Privacidad' },
];

/** The storefront chrome. The full header, mega-menu and footer come with the shell issue. */
export function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header>
        <Bar>
          <Logo to="/" aria-label="Boñis, ir al inicio">
            Boñis
          </Logo>
          <Nav aria-label="Principal">
            {mainNav.map((item) => (
              <NavLink key={item.to} to={item.to}>
                {item.label}
              </NavLink>
            ))}
          </Nav>
          <Nav aria-label="Tu cuenta" style={{ marginLeft: 'auto' }}>
            {accountNav.map((item) => (
              <NavLink key={item.to} to={item.to}>
                {item.label}
              </NavLink>
            ))}
          </Nav>
        </Bar>
      </Header>
      <Main id="contenido">{children}</Main>
      <Footer>
        <Nav aria-label="Información">
          {footerLinks.map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
        </Nav>
        <p>© {new Date().getFullYear()} Boñis · Todo para tu perro y tu gato en Colombia</p>
      </Footer>
    </>
  );
}

/** The admin frame: no storefront chrome; the admin remote draws its own sidebar. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header>
        <Bar>
          <Logo to="/admin/dashboard">Boñis · Administración</Logo>
          <Nav aria-label="Administración" style={{ marginLeft: 'auto' }}>
            <Link to="/">Ver la tienda</Link>
          </Nav>
        </Bar>
      </Header>
      <Main id="contenido">{children}</Main>
    </>
  );
}
