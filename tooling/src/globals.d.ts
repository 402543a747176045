/** Injected at build time by the shared Rspack preset (tooling/src/federation.mjs). */
declare const __BONIS_BUILD__: {
  /** workspace folder of the app, e.g. `mfe-catalog` */
  readonly app: string;
  /** package.json version */
  readonly version: string;
  /** release label of this build (BONIS_RELEASE, defaults to the version) */
  readonly release: string;
};

/**
 * The local Supabase server of a development build (`npm run dev`, or the server that last
 * started on .data/); null in production builds and when no local server was found.
 */
declare const __BONIS_DEV_SUPABASE__: { readonly url: string; readonly anonKey: string } | null;
