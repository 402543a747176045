// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { appZones, designSystemByName, layerZones } from './tooling/src/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/storybook-static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Micro-frontend boundaries (ARCHITECTURE §2) and, inside a remote, shared → features →
      // routes (HOUSE-STYLE): the zones are listed in tooling/src/boundaries.mjs.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...appZones(), ...layerZones(import.meta.dirname)],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // a test may render a feature through the widget or route that composes it
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: appZones() },
      ],
    },
  },
  {
    // The design system is a shared singleton only when imported by its name (boundaries.mjs).
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['design-system/**'],
    rules: { 'no-restricted-imports': ['error', designSystemByName] },
  },
  {
    // One module publishes the header's counts (@bonis/supabase-client/queries' publishCounts):
    // a remote that calls the bus's count events itself is a second source of a count.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      'supabase/client/src/queries/header-counts.ts',
      'design-system/src/bus/**',
      'design-system/src/docs/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.stories.tsx',
      'test-utils/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(cartChanged|favoritesChanged|pointsChanged)$/]',
          message:
            'Header counts are published only by publishCounts (@bonis/supabase-client/queries).',
        },
      ],
    },
  },
);
