import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@bonis/design-system';
import { AdminScreen } from '../components/admin-screen';
import { AdminLayout } from './layout/admin-layout';
import { AdminNotFound } from './layout/admin-not-found';
import { paths } from '../config/paths';
import { routes } from './routes';

type AdminRoute = (typeof routes)[number]['path'];

/**
 * Every screen, one lazy chunk each: an admin downloads the code of the screens they open (the
 * dashboard's chart library only with the dashboard).
 */
const screens: Record<AdminRoute, LazyExoticComponent<ComponentType>> = {
  '/admin/dashboard': lazy(() => import('../routes/dashboard')),
  '/admin/products': lazy(() => import('../routes/products')),
  '/admin/categories': lazy(() => import('../routes/categories')),
  '/admin/orders': lazy(() => import('../routes/orders')),
  '/admin/users': lazy(() => import('../routes/users')),
  '/admin/discounts': lazy(() => import('../routes/discounts')),
  '/admin/memberships': lazy(() => import('../routes/memberships')),
  '/admin/shipping': lazy(() => import('../routes/shipping')),
  '/admin/shipping-time-ranges': lazy(() => import('../routes/shipping-time-ranges')),
  '/admin/banners': lazy(() => import('../routes/banners')),
  '/admin/ruleta': lazy(() => import('../routes/ruleta')),
  '/admin/tienda-bonos': lazy(() => import('../routes/tienda-bonos')),
  '/admin/newsletter': lazy(() => import('../routes/newsletter')),
  '/admin/settings': lazy(() => import('../routes/settings')),
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
                <AdminScreen route={route.path} title={route.title}>
                  <Suspense fallback={<Spinner label="Cargando…" />}>
                    <Screen />
                  </Suspense>
                </AdminScreen>
              }
            />
          );
        })}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
