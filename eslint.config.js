import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './scripts/lint/module-boundaries.ts';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'apps/server/drizzle/**',
      // third-party-shaped content the browser tests upload (a SCORM package's own script)
      'e2e/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'packages/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Stored rich text is shown through RichText only (the server's sanitiser is its rule).
    files: ['apps/web/**/*.tsx', 'apps/admin/**/*.tsx', 'packages/client/**/*.tsx'],
    ignores: ['packages/client/src/ui/rich-text/rich-text.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Show stored rich text with RichText (@ascent/client/ui).',
        },
      ],
    },
  },
  {
    // packages/shared is universal: no node: imports, no DOM.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*'] }],
    },
  },
  {
    // A server module's tables and repository are its own (ARCHITECTURE.md, "A server module").
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-foreign-tables': 'error' },
  },
);
