import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppBuild } from '@bonis/tooling/federation';
import { exposes } from './src/expose';

export default createAppBuild({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  exposes,
  title: 'Boñis · Compra',
});
