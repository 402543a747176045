import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space[2]} ${vars.space[4]};
`;

const Logo = styled(Link)`
  font-size: 1.5rem;
  font-weight: 800;
  color: ${vars.color.brand};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};

  a {
    color: ${vars.color.text};
    text-decoration: none;
    padding: ${vars.space[1]} 0;
  }
  a.active {
    color: ${vars.color.brand};
    font-weight: 700;
  }
`;

const Main = styled.main`
  min-height: 60vh;
  padding: 0 ${vars.space[4]};
`;

const Footer = styled.footer`
  margin-top: ${vars.space[10]};
  padding: ${vars.space[6]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
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
