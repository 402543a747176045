/**
 * The modules this remote exposes: its public contract with the shell. Changing it is a
 * versioned change (see contract.json and expose.test.ts). The widgets' props are listed in
 * the README.
 */
export const exposes = {
  './App': './src/app/app.tsx',
  './routes': './src/app/routes.ts',
  './SearchBox': './src/widgets/search-box.tsx',
  './MegaMenu': './src/widgets/mega-menu.tsx',
  './FooterNewsletter': './src/widgets/footer-newsletter.tsx',
  './prefetch': './src/server/prefetch.ts',
};
