import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Runs in the browser as it is, outside the bundle (see apps/web/scripts/prerender.mjs).
    files: ['apps/web/scripts/hydrate-after-paint.js', 'apps/web/scripts/island-boot.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features never import each other: shared web code lives in @/components and @/lib.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/', message: 'Features do not import each other.' },
            { regex: '^(\\.\\./){2,}', message: 'Reach shared code through @/ instead of ../../.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'Features do not import each other; move shared code out of features/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@ronda/(server|web)', message: 'Packages never import apps.' }] },
      ],
    },
  },
  {
    // Tool configs are loaded by their tools, which expect a default export.
    files: [
      '**/*.config.{ts,js,mjs}',
      '**/vite.config.ts',
      '**/drizzle.config.ts',
      'e2e/global-setup.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
