import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@bonis/design-system';
import { AdminScreen } from '../components/admin-screen';
import { AdminLayout } from './layout/admin-layout';
import { AdminNotFound } from './layout/admin-not-found';
import { paths } from '../config/paths';
import { routes } from './routes';

type AdminRoute = (typeof routes)[number]['path'];

/** A screen's lazy chunk: the feature module and the component it exports. */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * Every screen, one lazy chunk each, straight from its feature (no route file re-exports it):
 * an admin downloads the code of the screens they open (the dashboard's chart library only
 * with the dashboard). With `routes` (the manifest the shell reads) this is the admin's one
 * record per URL: path and title there, the screen here.
 */
const screens: Record<AdminRoute, LazyExoticComponent<ComponentType>> = {
  '/admin/dashboard': screen(
    () => import('../features/dashboard/components/dashboard-page'),
    'DashboardPage',
  ),
  '/admin/products': screen(
    () => import('../features/products/components/products-list'),
    'ProductsList',
  ),
  '/admin/categories': screen(
    () => import('../features/categories/components/categories-page'),
    'CategoriesPage',
  ),
  '/admin/orders': screen(() => import('../features/orders/components/orders-page'), 'OrdersPage'),
  '/admin/users': screen(() => import('../features/users/components/users-page'), 'UsersPage'),
  '/admin/discounts': screen(
    () => import('../features/discounts/components/discounts-page'),
    'DiscountsPage',
  ),
  '/admin/memberships': screen(
    () => import('../features/memberships/components/memberships-page'),
    'MembershipsPage',
  ),
  '/admin/shipping': screen(
    () => import('../features/shipping/components/shipping-rates-page'),
    'ShippingRatesPage',
  ),
  '/admin/shipping-time-ranges': screen(
    () => import('../features/shipping/components/time-ranges-page'),
    'TimeRangesPage',
  ),
  '/admin/banners': screen(
    () => import('../features/banners/components/banners-page'),
    'BannersPage',
  ),
  '/admin/ruleta': screen(
    () => import('../features/roulette-prizes/components/prizes-page'),
    'PrizesPage',
  ),
  '/admin/tienda-bonos': screen(
    () => import('../features/bonus-store/components/bonuses-page'),
    'BonusesPage',
  ),
  '/admin/newsletter': screen(
    () => import('../features/newsletter/components/newsletter-page'),
    'NewsletterPage',
  ),
  '/admin/settings': screen(
    () => import('../features/settings/components/settings-page'),
    'SettingsPage',
  ),
  '/admin/activity': screen(
    () => import('../features/activity/components/activity-page'),
    'ActivityPage',
  ),
  '/admin/rendimiento': screen(
    () => import('../features/performance/components/performance-page'),
    'PerformancePage',
  ),
  '/admin/regalos': screen(() => import('../features/gifts/components/gifts-page'), 'GiftsPage'),
  '/admin/orders/:id/lista-de-empaque': screen(
    () => import('../features/orders/components/packing-slip-page'),
    'PackingSlipPage',
  ),
  '/admin/users/:id': screen(
    () => import('../features/customers/components/customer-page'),
    'CustomerPage',
  ),
  '/admin/canjes': screen(
    () => import('../features/redemptions/components/redemptions-page'),
    'RedemptionsPage',
  ),
  '/admin/premios': screen(
    () => import('../features/rewards-catalog/components/rewards-page'),
    'RewardsCatalogPage',
  ),
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
