import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppBuild } from '@bonis/tooling/federation';

export default createAppBuild({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Boñis · Tienda para perros y gatos',
});
