import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * react-admin parts whose defaults would come with the app's first stage: the app's own
 * versions give them (docs/decisions/login.md, "What the home page loads").
 */
const reactAdminReplaced = {
  name: 'react-admin',
  importNames: ['Admin', 'DataTable'],
  message:
    'Use src/layout/LeanAdmin.tsx and src/common/DataTable.tsx: the defaults of these would load with the app shell.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'node_modules', 'public/mockServiceWorker.js'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/common/DataTable.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [reactAdminReplaced] }],
    },
  },
  {
    // Resource modules load at start (src/resource/collect.ts): a rule is a function given zod,
    // so the validator stays in the forms' and the demo API's chunks, out of the shell.
    files: ['src/*/resource.ts', 'tests/example/*/resource.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [reactAdminReplaced],
          patterns: [
            {
              group: ['zod', 'zod/*'],
              allowTypeImports: true,
              message: 'Write each rule as (z) => schema: zod must not load with the app shell.',
            },
          ],
        },
      ],
    },
  },
);
