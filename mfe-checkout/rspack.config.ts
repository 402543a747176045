import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@bonis/tooling/federation';
import { exposes } from './src/expose';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  exposes,
  title: 'Boñis · Compra',
});
