// @ts-check
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/**
 * The boundary messages ESLint reports for `code` written in the file `file` (relative to the
 * workspace root; the file need not exist, the imported ones do).
 * @param {string} file
 * @param {string} code
 * @param {string} [rule]
 */
async function boundaryErrors(file, code, rule = 'import-x/no-restricted-paths') {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('import boundaries (import-x/no-restricted-paths)', { timeout: 60_000 }, () => {
  it('refuses a remote importing another remote, by path or by package name', async () => {
    expect(
      await boundaryErrors(
        'mfe-catalog/src/lib/x.ts',
        "import '../../../mfe-account/src/lib/session';\n",
      ),
    ).toEqual([expect.stringContaining('a remote never imports another remote (mfe-account)')]);
    expect(
      await boundaryErrors('mfe-loyalty/src/lib/x.ts', "import '@bonis/mfe-checkout/routes';\n"),
    ).toEqual([expect.stringContaining('a remote never imports another remote (mfe-checkout)')]);
  });

  it('refuses a remote importing the shell, tests included', async () => {
    expect(
      await boundaryErrors(
        'mfe-account/src/lib/x.test.ts',
        "import '../../../shell/src/routes/route-table';\n",
      ),
    ).toEqual([expect.stringContaining('a remote never imports the shell')]);
  });

  it('lets the shell import a route manifest and nothing else of a remote', async () => {
    expect(
      await boundaryErrors('shell/src/x.ts', "import '../../mfe-catalog/src/app/routes';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('shell/src/x.ts', "import '../../mfe-catalog/src/app/app';\n"),
    ).toEqual([expect.stringContaining('the shell loads mfe-catalog at runtime')]);
  });

  it('refuses a feature importing another feature, and allows its own files', async () => {
    expect(
      await boundaryErrors(
        'mfe-catalog/src/features/home/components/x.ts',
        "import '../../search/hooks/use-debounced-value';\n",
      ),
    ).toEqual([expect.stringContaining("features don't import each other (home)")]);
    expect(
      await boundaryErrors(
        'mfe-catalog/src/features/home/components/x.ts',
        "import '../hooks/use-near-viewport';\n",
      ),
    ).toEqual([]);
  });

  it('keeps code flowing shared → features → routes', async () => {
    expect(
      await boundaryErrors(
        'mfe-catalog/src/lib/x.ts',
        "import '../features/home/hooks/use-near-viewport';\n",
      ),
    ).toEqual([expect.stringContaining('shared code (src/lib) never imports features')]);
    expect(
      await boundaryErrors(
        'mfe-catalog/src/features/home/components/x.ts',
        "import '../../../routes/home';\n",
      ),
    ).toEqual([expect.stringContaining('features never import routes, widgets or app')]);
    expect(
      await boundaryErrors(
        'mfe-catalog/src/routes/x.tsx',
        "import '../features/home/hooks/use-near-viewport';\n",
      ),
    ).toEqual([]);
  });

  it("lets a feature's test render it through the route that composes it", async () => {
    expect(
      await boundaryErrors(
        'mfe-catalog/src/features/home/components/x.test.tsx',
        "import '../../../routes/home';\n",
      ),
    ).toEqual([]);
  });

  it('lets every remote import the form kit by its package name', async () => {
    const kit = "import { FormTextField, toastFirstError } from '@bonis/forms';\n";
    for (const file of [
      'mfe-account/src/features/auth/components/x.tsx',
      'mfe-checkout/src/features/payment/components/x.tsx',
      'mfe-loyalty/src/features/gifts/components/x.tsx',
    ]) {
      expect(await boundaryErrors(file, kit)).toEqual([]);
      expect(await boundaryErrors(file, kit, 'no-restricted-imports')).toEqual([]);
    }
  });

  it('refuses the form kit importing an app', async () => {
    expect(
      await boundaryErrors('forms/src/x.ts', "import '../../mfe-account/src/lib/digits';\n"),
    ).toEqual([expect.stringContaining('it never imports an app (mfe-account)')]);
  });

  it('refuses a relative import of the design system outside it, and allows its name', async () => {
    expect(
      await boundaryErrors(
        'forms/src/x.tsx',
        "import { TextField } from '../../design-system/src/components/text-field';\n",
        'no-restricted-imports',
      ),
    ).toEqual([expect.stringContaining('import the design system by its package name')]);
    expect(
      await boundaryErrors(
        'mfe-checkout/src/components/x.tsx',
        "import { vars } from '../../../design-system/src/tokens';\n",
        'no-restricted-imports',
      ),
    ).toEqual([expect.stringContaining('import the design system by its package name')]);
    expect(
      await boundaryErrors(
        'forms/src/x.tsx',
        "import { TextField } from '@bonis/design-system';\nimport { bus } from '@bonis/design-system/bus';\n",
        'no-restricted-imports',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'design-system/src/components/x/x.tsx',
        "import { vars } from '../../tokens';\n",
        'no-restricted-imports',
      ),
    ).toEqual([]);
  });

  it('lets only the shared queries publish the header counts on the bus', async () => {
    const publish =
      "import { bus } from '@bonis/design-system/bus';\nbus.getState().cartChanged(3);\n";
    expect(
      await boundaryErrors('mfe-catalog/src/lib/x.ts', publish, 'no-restricted-syntax'),
    ).toEqual([expect.stringContaining('published only by publishCounts')]);
    expect(
      await boundaryErrors(
        'supabase/client/src/queries/header-counts.ts',
        publish,
        'no-restricted-syntax',
      ),
    ).toEqual([]);
  });
});
