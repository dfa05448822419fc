import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries (docs/principles.md "Boundaries"); a Vitest test (tests/unit/boundaries.test.ts) and
 * dependency-cruiser (`npm run lint:deps`) enforce the same rules on resolved paths, these report them in
 * the editor. Dynamic `import()` is left to the Vitest test.
 *
 * The site never imports the reference services. Matches `../services/x`, `../../src/services`, and the
 * `src/`, `~/`, `@/` spellings.
 */
const SERVICES_PATH = '^(?:(?:\\.\\./)+(?:src/)?|(?:src|~|@)/)services(?:/|$)';
/** Site folders that hold code; no service or shared folder has these names. */
const SITE_PATH =
  '^(?:(?:\\.\\./)+(?:src/)?|(?:src|~|@)/)(?:lib|features|islands|components|pages|layouts|middleware|live\\.config)(?:/|$)';

const servicesBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: SERVICES_PATH,
          message:
            'Pages, features, islands, components, layouts and lib reach the services over HTTP (lib/api), never by import.',
        },
      ],
    },
  ],
};

/** The services import only src/services and src/shared: what both sides use lives in src/shared. */
const siteBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: SITE_PATH,
          message: 'The services never import site code: move what both sides use into src/shared.',
        },
      ],
    },
  ],
};

/** src/shared is used by both sides, so it imports neither. */
const sharedBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: SITE_PATH,
          message: 'src/shared imports nothing of the site: it is used by both sides.',
        },
        {
          regex: SERVICES_PATH,
          message: 'src/shared imports nothing of the services: it is used by both sides.',
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
      '.ci/**',
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
  // dependency-cruiser reads a CommonJS config; the tangle check's config requires the main one.
  {
    files: ['.dependency-cruiser.cjs', '.dependency-cruiser-tangles.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Code that may run on either side (SSR then hydration, or shared rules).
  {
    files: [
      'src/lib/**',
      'src/features/**',
      'src/pages/**',
      'src/components/**',
      'src/layouts/**',
      'src/content/**',
    ],
    ignores: ['src/features/*/islands/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // React islands run in the browser.
  {
    files: ['src/islands/**', 'src/features/*/islands/**'],
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
    files: [
      'src/pages/**',
      'src/features/**',
      'src/islands/**',
      'src/components/**',
      'src/layouts/**',
      'src/lib/**',
    ],
    rules: servicesBoundary,
  },
  {
    files: ['src/services/**'],
    rules: siteBoundary,
  },
  {
    files: ['src/shared/**'],
    rules: sharedBoundary,
  },
);
