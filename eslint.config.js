import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The site never imports the reference services (DESIGN §3 "Boundaries"); a Vitest test enforces the
 * same rule, this one reports it in the editor. Matches `../services/x`, `../../src/services`, and the
 * `src/`, `~/`, `@/` spellings. Dynamic `import()` is left to the Vitest test.
 */
const servicesBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^(?:(?:\\.\\./)+(?:src/)?|(?:src|~|@)/)services(?:/|$)',
          message:
            'Pages, islands, components, layouts and lib reach the services over HTTP (lib/api), never by import.',
        },
      ],
    },
  ],
};

export default defineConfig(
  globalIgnores([
    'dist/**',
    '.astro/**',
    'node_modules/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'src/services/data/**',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a deliberately unused argument or binding.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // Server side and tooling: Node globals.
  {
    files: [
      'scripts/**',
      'src/services/**',
      'src/fetch.ts',
      'src/middleware.ts',
      'tests/**',
      '*.config.{js,mjs,ts}',
      'astro.config.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // Code that may run on either side (SSR then hydration, or shared rules).
  {
    files: ['src/lib/**', 'src/pages/**', 'src/components/**', 'src/layouts/**', 'src/content/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // React islands run in the browser.
  {
    files: ['src/islands/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // React: hooks rules (incl. the React Compiler checks of v7) and accessibility.
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  // Astro components: the plugin's parser and rules (frontmatter runs on the server, <script> in the
  // browser).
  astro.configs['flat/recommended'],
  {
    files: ['**/*.astro'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Boundaries.
  {
    files: ['src/pages/**', 'src/islands/**', 'src/components/**', 'src/layouts/**', 'src/lib/**'],
    rules: servicesBoundary,
  },
);
