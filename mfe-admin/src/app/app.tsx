import { Navigate, Route, Routes } from 'react-router-dom';
import { RoutePlaceholder } from '@bonis/design-system';
import { AdminLayout } from './layout/admin-layout';
import { AdminNotFound } from './layout/admin-not-found';
import { paths } from '../config/paths';
import { routes } from './routes';

/**
 * The remote's root component, exposed as `./App`. The shell renders it (outside any route
 * of its own, behind its admin gate) for every `/admin/*` URL, so the paths here are absolute.
 * Every page, and the not-found page of an unknown `/admin/...` URL, renders inside the admin
 * layout (sidebar, drawer, per-screen error boundary).
 */
export default function App() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="/admin" element={<Navigate to={paths.dashboard.getHref()} replace />} />
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RoutePlaceholder
                remote={__BONIS_BUILD__.app}
                route={route.path}
                title={route.title}
                release={__BONIS_BUILD__.release}
              />
            }
          />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
