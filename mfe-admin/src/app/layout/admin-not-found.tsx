import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@bonis/design-system';
import { paths } from '../../config/paths';
import { Notice } from './admin-layout.styles';

/** An `/admin/...` URL that is no page: the not-found message inside the admin frame. */
export function AdminNotFound() {
  const titleId = useId();
  return (
    <Notice
      aria-labelledby={titleId}
      data-remote={__BONIS_BUILD__.app}
      data-route="/admin/*"
      data-release={__BONIS_BUILD__.release}
    >
      <h1 id={titleId}>404</h1>
      <p>Oops! Page not found</p>
      <p>Esta página de administración no existe.</p>
      <Link component={RouterLink} to={paths.dashboard.getHref()}>
        Ir al panel de administración
      </Link>
    </Notice>
  );
}
