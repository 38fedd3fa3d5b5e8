import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Pages (popup, options, side panel, report) must never reach the API client or the token. */
const pageRestrictions = {
  patterns: [
    {
      // lib/api and everything under it, except the shared error type.
      regex: '(^|/)lib/api(/(?!errors$).*)?$',
      allowTypeImports: true,
      message:
        'Pages talk to the service only through lib/messaging; the API client stays in the background.',
    },
    {
      regex: '(^|/)lib/storage/secret$',
      message: 'The token is the background’s alone.',
    },
    {
      regex: '(^|/)entrypoints/background(/|$)',
      message: 'Pages must not import background code.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '.output*/**',
      '.wxt/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'tests/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Hooks live in .ts files too (useLoad.ts, the side panel's hooks/): the rules follow the
    // calls, not the extension, wherever page code lives.
    files: ['**/*.tsx', 'components/**/*.ts', 'entrypoints/**/*.ts', 'lib/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [
      'entrypoints/popup/**',
      'entrypoints/options/**',
      'entrypoints/sidepanel/**',
      'entrypoints/report/**',
      'components/**',
      'lib/stores/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', pageRestrictions] },
  },
);
