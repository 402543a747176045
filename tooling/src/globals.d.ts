/** Injected at build time by the shared Rspack preset (tooling/src/federation.mjs). */
declare const __BONIS_BUILD__: {
  /** workspace folder of the app, e.g. `mfe-catalog` */
  readonly app: string;
  /** package.json version */
  readonly version: string;
  /** release label of this build (BONIS_RELEASE, defaults to the version) */
  readonly release: string;
};
