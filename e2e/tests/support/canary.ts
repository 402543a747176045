import path from 'node:path';

/** A second build of mfe-catalog, made by global-setup.ts, labelled as another release. */
export const CANARY_RELEASE = '0.1.0-canary';
export const CANARY_DIR = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '.tmp',
  'mfe-catalog-canary',
);
