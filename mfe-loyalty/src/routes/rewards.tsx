import { useLocation } from 'react-router-dom';
import { RoutePlaceholder } from '@bonis/design-system';
import { routes } from '../app/routes';

/** /premios: not built yet (the loyalty issue builds it). */
export default function Page() {
  const { pathname } = useLocation();
  const route = routes.find((r) => r.path === pathname) ?? routes[0];
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route={route.path}
      title={route.title}
      release={__BONIS_BUILD__.release}
    />
  );
}
