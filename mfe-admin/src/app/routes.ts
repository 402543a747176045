import type { RemoteRoute } from '@bonis/contracts';

/**
 * The URLs this remote serves (ARCHITECTURE §2): its route manifest, exposed as `./routes` and
 * exported as `@bonis/mfe-admin/routes`. Plain data with no imports but types. The shell sends
 * every `/admin/*` URL here (behind its admin gate) and titles these pages from this list; the
 * e2e walk visits each. Admin pages are never server-rendered.
 */
export const routes = [
  { path: '/admin/dashboard', title: 'Panel de administración', ssr: false },
  { path: '/admin/products', title: 'Productos', ssr: false },
  { path: '/admin/categories', title: 'Categorías', ssr: false },
  { path: '/admin/orders', title: 'Pedidos', ssr: false },
  { path: '/admin/canjes', title: 'Canjes', ssr: false },
  { path: '/admin/regalos', title: 'Regalos', ssr: false },
  { path: '/admin/users', title: 'Usuarios', ssr: false },
  { path: '/admin/discounts', title: 'Códigos de descuento', ssr: false },
  { path: '/admin/memberships', title: 'Membresías', ssr: false },
  { path: '/admin/shipping', title: 'Métodos de Envío', ssr: false },
  { path: '/admin/shipping-time-ranges', title: 'Rangos Horarios de Envío', ssr: false },
  { path: '/admin/banners', title: 'Banners del Home', ssr: false },
  { path: '/admin/ruleta', title: 'Premios de la ruleta', ssr: false },
  { path: '/admin/tienda-bonos', title: 'Tienda de bonos', ssr: false },
  { path: '/admin/premios', title: 'Catálogo de premios', ssr: false },
  { path: '/admin/newsletter', title: 'Newsletter', ssr: false },
  { path: '/admin/settings', title: 'Configuración', ssr: false },
  { path: '/admin/activity', title: 'Actividad', ssr: false },
  { path: '/admin/rendimiento', title: 'Rendimiento', ssr: false },
  { path: '/admin/orders/:id/lista-de-empaque', title: 'Lista de empaque', ssr: false },
  { path: '/admin/users/:id', title: 'Cliente', ssr: false },
] as const satisfies readonly RemoteRoute[];
