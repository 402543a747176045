import type { RemoteRoute } from './types';

/** The URLs this remote serves (ARCHITECTURE §2). The shell's route table maps them here. */
export const routes = [
  { path: '/profile', title: 'Mi Perfil' },
  { path: '/orders', title: 'Mis Pedidos' },
  { path: '/favorites', title: 'Mis Favoritos' },
] as const satisfies readonly RemoteRoute[];
