// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Imports climb at most two folders; further, name the place from the root (`@/src/...`).
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../../*'], message: "Import from the root with '@/' instead of climbing three or more folders." }] }],
    },
  },
  // The layers of docs/ARCHITECTURE.md: an import may only reach the layers below its own.
  { files: ['**/*.ts', '**/*.tsx'], plugins: { local: layers }, rules: { 'local/layers': 'error' } },
  { files: ['**/*.tsx', 'src/workspace/**/*.ts'], plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' } },
);
