import type { RemoteRoute } from './types';

/** The URLs this remote serves (ARCHITECTURE §2). The shell's route table maps them here. */
export const routes = [
  { path: '/cart', title: 'Carrito' },
  { path: '/checkout', title: 'Finalizar compra' },
  { path: '/payment', title: 'Pago' },
] as const satisfies readonly RemoteRoute[];
