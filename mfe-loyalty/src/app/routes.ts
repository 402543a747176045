import type { RemoteRoute } from './types';

/** The URLs this remote serves (ARCHITECTURE §2). The shell's route table maps them here. */
export const routes = [
  { path: '/premios', title: 'Mis Premios' },
  { path: '/rewards', title: 'Mis Premios' },
  { path: '/ruleta', title: 'Ruleta de premios' },
  { path: '/gifts', title: 'Regala Boñis' },
  { path: '/regalos', title: 'Regala Boñis' },
  { path: '/membership', title: 'Membresías' },
] as const satisfies readonly RemoteRoute[];
