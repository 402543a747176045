/** The URLs this remote links to: its own landing page and the storefront's home (the shell's). */
export const paths = {
  dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  storeHome: { path: '/', getHref: () => '/' },
} as const;
