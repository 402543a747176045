import { useCallback, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { Drawer, IconButton, tokens, useMediaQuery } from '@bonis/design-system';
import { useBus } from '@bonis/design-system/bus';
import { useAdminName } from '../../features/admin-profile/api/get-admin-name';
import { paths } from '../../config/paths';
import { AdminNav } from './admin-nav';
import { Brand, Content, Frame, SkipLink, Sidebar, TopBar } from './admin-layout.styles';
import { ScreenError } from './screen-error';

const BRAND = 'Boñis · Administración';
const CONTENT_ID = 'admin-contenido';
const WIDE = `(min-width: ${tokens.breakpoint.lg})`;

function MenuIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** Closes an open drawer when the window grows to the sidebar's width. */
function useCloseOnWide(open: boolean, close: () => void) {
  const wide = useMediaQuery(WIDE);
  useEffect(() => {
    if (open && wide) close();
  }, [open, wide, close]);
}

/**
 * The frame of every admin page (a layout route): the sidebar (a drawer under 1024 px, opened by
 * the top bar's menu button), and the screen inside an error boundary, so a screen that crashes
 * shows its fallback while the navigation keeps working. The boundary resets on navigation.
 */
export function AdminLayout() {
  const session = useBus((state) => state.session);
  const name = useAdminName(session?.userId);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCloseOnWide(menuOpen, closeMenu);

  return (
    <Frame>
      <SkipLink href={`#${CONTENT_ID}`}>Saltar al contenido</SkipLink>
      <TopBar>
        <IconButton
          label="Abrir menú de administración"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Brand to={paths.dashboard.getHref()}>{BRAND}</Brand>
      </TopBar>
      <Sidebar data-testid="admin-sidebar">
        <Brand to={paths.dashboard.getHref()}>{BRAND}</Brand>
        <AdminNav name={name} />
      </Sidebar>
      <Drawer
        open={menuOpen}
        onClose={closeMenu}
        title={BRAND}
        closeLabel="Cerrar menú de administración"
      >
        <AdminNav name={name} onNavigate={closeMenu} />
      </Drawer>
      <Content id={CONTENT_ID} tabIndex={-1}>
        <ErrorBoundary
          resetKeys={[pathname]}
          FallbackComponent={ScreenError}
          onError={(error, info) =>
            console.error('[mfe-admin] a screen failed', error, info.componentStack)
          }
        >
          <Outlet />
        </ErrorBoundary>
      </Content>
    </Frame>
  );
}
