/**
 * The modules this remote exposes: its public contract with the shell. Changing it is a
 * versioned change (see contract.json and expose.test.ts).
 */
export const exposes = {
  './App': './src/app/app.tsx',
  './routes': './src/app/routes.ts',
  './MembershipWidget': './src/widgets/membership-widget.tsx',
  './BonusStoreModal': './src/widgets/bonus-store-modal.tsx',
  './prefetch': './src/server/prefetch.ts',
};
