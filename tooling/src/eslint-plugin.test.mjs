// @ts-check
import path from 'node:path';
import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import plugin from './eslint-plugin.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = '/repo';
const file = (/** @type {string} */ relative) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const rule = plugin.rules['no-cross-app-imports'];
const options = [{ root }];

tester.run('no-cross-app-imports', rule, {
  valid: [
    { filename: file('mfe-catalog/src/app/app.tsx'), code: "import x from './routes';", options },
    {
      filename: file('mfe-catalog/src/a/b.ts'),
      code: "import x from '../../src/app/app';",
      options,
    },
    {
      filename: file('mfe-catalog/src/a.ts'),
      code: "import { bus } from '@bonis/design-system/bus';",
      options,
    },
    {
      filename: file('mfe-catalog/src/a.ts'),
      code: "import { c } from '@bonis/supabase-client';",
      options,
    },
    {
      filename: file('shell/src/app.tsx'),
      code: "import { loadRemote } from '@module-federation/enhanced/runtime';",
      options,
    },
    { filename: file('shell/src/app.tsx'), code: "const m = loadRemote('catalog/App');", options },
    {
      filename: file('design-system/src/x.ts'),
      code: "import '../../mfe-catalog/src/x';",
      options,
    },
  ],
  invalid: [
    {
      filename: file('mfe-catalog/src/a.ts'),
      code: "import { Cart } from '@bonis/mfe-checkout';",
      options,
      errors: [{ messageId: 'remoteImport' }],
    },
    {
      filename: file('mfe-catalog/src/features/x/y.ts'),
      code: "import { z } from '../../../../mfe-account/src/z';",
      options,
      errors: [{ messageId: 'remoteImport' }],
    },
    {
      filename: file('mfe-loyalty/src/a.ts'),
      code: "export * from '@bonis/mfe-admin/src/thing';",
      options,
      errors: [{ messageId: 'remoteImport' }],
    },
    {
      filename: file('mfe-loyalty/src/a.ts'),
      code: "const m = import('../../mfe-catalog/src/app/app');",
      options,
      errors: [{ messageId: 'remoteImport' }],
    },
    {
      filename: file('mfe-admin/src/a.ts'),
      code: "import { ownerOf } from '../../shell/src/routes/route-table';",
      options,
      errors: [{ messageId: 'shellImport' }],
    },
    {
      filename: file('mfe-admin/src/a.ts'),
      code: "const s = require('@bonis/shell');",
      options,
      errors: [{ messageId: 'shellImport' }],
    },
    {
      filename: file('shell/src/a.ts'),
      code: "import App from '@bonis/mfe-catalog/src/app/app';",
      options,
      errors: [{ messageId: 'hostImport' }],
    },
  ],
});
