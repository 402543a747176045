import type { RemoteRoute } from './types';

/** The URLs this remote serves (ARCHITECTURE §2). The shell's route table maps them here. */
export const routes = [
  { path: '/admin/dashboard', title: 'Panel de administración' },
  { path: '/admin/products', title: 'Productos' },
  { path: '/admin/categories', title: 'Categorías' },
  { path: '/admin/orders', title: 'Pedidos' },
  { path: '/admin/users', title: 'Usuarios' },
  { path: '/admin/discounts', title: 'Códigos de descuento' },
  { path: '/admin/memberships', title: 'Membresías' },
  { path: '/admin/shipping', title: 'Métodos de Envío' },
  { path: '/admin/shipping-time-ranges', title: 'Rangos Horarios de Envío' },
  { path: '/admin/banners', title: 'Banners del Home' },
  { path: '/admin/ruleta', title: 'Premios de la ruleta' },
  { path: '/admin/tienda-bonos', title: 'Tienda de bonos' },
  { path: '/admin/newsletter', title: 'Newsletter' },
  { path: '/admin/settings', title: 'Configuración' },
] as const satisfies readonly RemoteRoute[];
