import { Button, Link } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import { routes } from '../routes';
import { paths } from '../../config/paths';
import { ROLE_LABELS, canOpen, useBackOfficeRole } from '../../lib/permissions';
import { Account, AdminName, NavItem, NavList } from './admin-layout.styles';

export interface AdminNavProps {
  /** the admin's full name */
  name: string;
  /** after a link is followed (the drawer closes) */
  onNavigate?: () => void;
}

/**
 * Signs the admin out; the shell's session listener publishes it and its admin gate sends them
 * to the storefront. A failure is a toast (the session is still there).
 */
async function signOut() {
  const { error } = await getSupabase().auth.signOut();
  if (error) {
    bus.getState().toastRequested({ title: 'No se pudo cerrar sesión', tone: 'error' });
  }
}

/** A page of the manifest is a place to go to when its path has no parameter (`:id`). */
const destinations = routes.filter((route) => !route.path.includes(':'));

/**
 * The sidebar's content, the same in the sidebar and in the drawer: a link per page of the route
 * manifest the signed-in role may open (`canOpen`; pages under a record, such as
 * `/admin/users/:id`, are reached from their list, not listed), the current one
 * `aria-current="page"`; who is signed in and their role ('Personal', 'Administrador'), 'Ver el Home' (a new tab) and 'Cerrar Sesión'.
 */
export function AdminNav({ name, onNavigate }: AdminNavProps) {
  const role = useBackOfficeRole();
  return (
    <>
      <nav aria-label="Administración">
        <NavList>
          {destinations
            .filter((route) => canOpen(role, route.path))
            .map((route) => (
              <li key={route.path}>
                <NavItem to={route.path} onClick={onNavigate}>
                  {route.title}
                </NavItem>
              </li>
            ))}
        </NavList>
      </nav>
      <Account>
        <AdminName>
          <span>Sesión iniciada como</span>
          <strong data-testid="admin-name">{name}</strong>
          {role ? <span data-testid="admin-role">{ROLE_LABELS[role]}</span> : null}
        </AdminName>
        <Link href={paths.storeHome.getHref()} external>
          Ver el Home
        </Link>
        <Button variant="secondary" onClick={() => void signOut()}>
          Cerrar Sesión
        </Button>
      </Account>
    </>
  );
}
