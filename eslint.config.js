// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './scripts/lint/architecture.js';
import { kitVocabulary } from './scripts/lint/kitVocabulary.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'storybook-static/**',
      '.toolchain/**',
      '**/node_modules/**',
      '.storybook/public/**',
      'test-results/**',
      'playwright-report/**',
      // Generated from the OpenAPI contract; checked by `pnpm generate --check` and tsc.
      'packages/api-client/src/generated/**',
      'packages/*/demo/build/**',
      '**/*.gen.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,

  // TypeScript, type-checked against the root tsconfig.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked, ...tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `const { id, ...rest } = value` is how a property is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // React Router's guards throw `redirect(...)`, a Response, to stop a navigation.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },

  // React: hooks rules (with the compiler-era ones) and accessibility of JSX. Hooks written as
  // .ts files are checked too.
  {
    files: ['**/*.tsx', 'packages/*/src/**/*.ts'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.strict],
    languageOptions: { globals: globals.browser },
  },

  // The architecture: which part may import which (scripts/lint/architecture.js).
  ...architecture,

  // The kit knows no product: no business, store, NFC tag or user schema, limit or text in its
  // published code (scripts/lint/kitVocabulary.js).
  ...kitVocabulary,

  // Stories: Storybook's rules (CSF, play functions, no redundant story names).
  ...storybook.configs['flat/recommended'],

  // Node scripts and configuration files.
  {
    files: ['**/*.{js,mjs}', 'scripts/**', '*.config.ts', 'tests/**', '.storybook/main.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
