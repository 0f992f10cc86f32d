// ESLint over the whole workspace (`pnpm lint`, also run by `pnpm test`). Beyond the recommended sets for
// TypeScript, React hooks and accessibility, the import rules below encode the architecture's arrows:
// apps -> packages, never a remote into another remote, packages never into apps, contracts only zod.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-admin', 'mfe-appointments', 'mfe-directory', 'mfe-marketing', 'mfe-settings'];
const APPS = ['shell', ...REMOTES];

/** Import patterns that reach an app: its package name, or a relative path into its folder. */
const appImports = (apps) =>
  apps.flatMap((app) => [
    { group: [`@aliento/${app}`, `@aliento/${app}/*`], message: `${app} is an app: packages and other apps never import it.` },
    { group: [`**/${app}/src/*`, `**/${app}/src`], message: `${app} is an app: packages and other apps never import it.` },
  ]);

/** Each app may import packages but no other app (a remote reaches the shell only through Module Federation). */
const appBoundaries = APPS.map((app) => ({
  files: [`${app}/**/*.{ts,tsx,js,mjs,cjs}`],
  rules: { 'no-restricted-imports': ['error', { patterns: appImports(APPS.filter((a) => a !== app)) }] },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/releases/**',
      '**/bench-results/**',
      '**/.data/**',
      '**/coverage/**',
      '**/@mf-types/**',
      '**/*.d.ts',
      'packages/api/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      // `_name` marks a parameter kept for its position
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `import type` for types; `typeof import('x')` stays allowed for the module mocks of tests
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // these files exist to find control characters in what people and calendars send
    files: ['packages/contracts/src/common.ts', 'packages/api/src/lib/markdown.ts', 'packages/api/src/services/appointment-ics.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // CommonJS files that need Node's crypto module by name
    files: ['**/*.cjs'],
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['packages/api/**', 'packages/contracts/**', 'packages/e2e/**', 'packages/bench/**', 'packages/mf-config/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...appBoundaries,
  {
    files: ['packages/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['packages/e2e/**', 'packages/bench/**', 'packages/mf-config/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: appImports(APPS) }] },
  },
  {
    // the shared schemas are read by the API and every app: they depend on zod alone
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|zod/|\\.{1,2}/)', message: 'contracts import only zod and their own files.' }] },
      ],
    },
  },
);
