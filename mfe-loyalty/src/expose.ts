import type { LoyaltyExposes, ExposesMap } from '@bonis/contracts';

/**
 * The modules this remote exposes: its public contract with the shell, typed as
 * `LoyaltyExposes` in `@bonis/contracts` (a missing or extra expose fails the typecheck here, a
 * module that doesn't match its entry fails it in `contract.check.ts`). Changing it is a
 * versioned change (see contract.json and expose.test.ts).
 */
export const exposes = {
  './App': './src/app/app.tsx',
  './routes': './src/app/routes.ts',
  './MembershipWidget': './src/widgets/membership-widget.tsx',
  './BonusStoreModal': './src/widgets/bonus-store-modal.tsx',
  './prefetch': './src/server/prefetch.ts',
} satisfies ExposesMap<LoyaltyExposes>;
