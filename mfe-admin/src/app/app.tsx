import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RoutePlaceholder, Spinner } from '@bonis/design-system';
import { AdminScreen } from '../components/admin-screen';
import { AdminLayout } from './layout/admin-layout';
import { AdminNotFound } from './layout/admin-not-found';
import { paths } from '../config/paths';
import { routes } from './routes';

type AdminRoute = (typeof routes)[number]['path'];

/**
 * The screens built so far, one lazy chunk each: an admin downloads the code of the screens they
 * open (the dashboard's chart library only with the dashboard). The routes of part 2 of the back
 * office still render the placeholder.
 */
const screens: Partial<Record<AdminRoute, LazyExoticComponent<ComponentType>>> = {
  '/admin/dashboard': lazy(() => import('../routes/dashboard')),
  '/admin/products': lazy(() => import('../routes/products')),
  '/admin/categories': lazy(() => import('../routes/categories')),
  '/admin/orders': lazy(() => import('../routes/orders')),
  '/admin/users': lazy(() => import('../routes/users')),
  '/admin/activity': lazy(() => import('../routes/activity')),
};

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
        {routes.map((route) => {
          const Screen = screens[route.path];
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                Screen ? (
                  <AdminScreen route={route.path} title={route.title}>
                    <Suspense fallback={<Spinner label="Cargando…" />}>
                      <Screen />
                    </Suspense>
                  </AdminScreen>
                ) : (
                  <RoutePlaceholder
                    remote={__BONIS_BUILD__.app}
                    route={route.path}
                    title={route.title}
                    release={__BONIS_BUILD__.release}
                  />
                )
              }
            />
          );
        })}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
