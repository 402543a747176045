// @ts-check
/**
 * Lint rules of the workspace. `bonis/no-cross-app-imports` keeps the micro-frontends apart:
 * a remote never imports another remote or the shell, and the shell never imports a remote
 * (it loads them at runtime with loadRemote). Both package names (`@bonis/mfe-cart`) and
 * relative paths that climb into another app's folder are caught.
 */
import path from 'node:path';
import { apps } from './apps.mjs';

const APP_DIRS = new Set(apps.map((app) => app.dir));
const APP_BY_PACKAGE = new Map(apps.map((app) => [app.pkg, app.dir]));

/**
 * The app folder a file belongs to, or undefined for shared packages and tooling.
 * @param {string} file absolute path
 * @param {string} root absolute workspace root
 */
export function appOfFile(file, root) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const first = relative.split(path.sep)[0] ?? '';
  return APP_DIRS.has(first) ? first : undefined;
}

/**
 * The app folder an import specifier points into, or undefined.
 * @param {string} specifier
 * @param {string} importer absolute path of the importing file
 * @param {string} root
 */
export function appOfSpecifier(specifier, importer, root) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    return appOfFile(path.resolve(path.dirname(importer), specifier), root);
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return name ? APP_BY_PACKAGE.get(name) : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossAppImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A remote must not import another remote or the shell; the shell must not import a remote.',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      remoteImport:
        "'{{source}}' belongs to {{target}}: a remote never imports another remote. Use the event bus (@bonis/design-system/bus) or navigate by URL.",
      shellImport:
        "'{{source}}' belongs to the shell: a remote never imports the shell. Use the event bus (@bonis/design-system/bus) or navigate by URL.",
      hostImport:
        "'{{source}}' belongs to {{target}}: the shell loads remotes only at runtime with loadRemote(), never by import.",
    },
  },
  create(context) {
    const root =
      /** @type {{ root?: string } | undefined} */ (context.options[0])?.root ?? context.cwd;
    const owner = appOfFile(context.filename, root);
    if (!owner) return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = appOfSpecifier(source, context.filename, root);
      if (!target || target === owner) return;
      const messageId =
        owner === 'shell' ? 'hostImport' : target === 'shell' ? 'shellImport' : 'remoteImport';
      context.report({ node, messageId, data: { source, target } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        const [first] = node.arguments;
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          first?.type === 'Literal'
        ) {
          check(first, first.value);
        }
      },
    };
  },
};

export default {
  meta: { name: '@bonis/eslint-plugin', version: '0.1.0' },
  rules: { 'no-cross-app-imports': noCrossAppImports },
};
