import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@bonis/tooling/federation';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Boñis · Tienda para perros y gatos',
});
