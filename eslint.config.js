// ESLint flat config: typescript-eslint with type information (un-awaited work is dropped
// by Workers, so floating and misused promises are errors), the rules of hooks, and the
// import boundaries of DESIGN.md: client never imports worker; shared, markets and flags
// import neither.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const sourceFiles = ['**/*.ts', '**/*.tsx'];

/** `no-restricted-imports` patterns that keep one area out of another. */
const forbid = (...areas) => ({
  'no-restricted-imports': ['error', {
    patterns: areas.map((area) => ({ group: [`**/${area}/*`, `**/${area}`], message: `Do not import ${area}/ code from here (DESIGN.md: import boundaries).` })),
  }],
});

/**
 * The same for folders of one area (worker/ or client/), seen from another of its folders (one
 * to three levels deep): in worker/, `../routes/pages` is worker/routes, `../../markets/routes` is not.
 */
const forbidSiblings = (area, folders, areas = []) => ({
  'no-restricted-imports': ['error', {
    patterns: [
      ...folders.map((folder) => ({
        group: ['..', '../..', '../../..'].flatMap((up) => [`${up}/${folder}`, `${up}/${folder}/*`]),
        message: `Do not import ${area}/${folder}/ code from here (DESIGN.md: import boundaries; issue 35).`,
      })),
      ...forbid(...areas)['no-restricted-imports'][1].patterns,
    ],
  }],
});
const forbidInWorker = (folders, areas = []) => forbidSiblings('worker', folders, areas);

export default tseslint.config(
  { ignores: ['node_modules/', 'public/', '.wrangler/', '.tsbuild/', 'screenshots/', 'dist/', 'worker/env.d.ts', '**/*.generated.ts'] },
  js.configs.recommended,
  {
    files: sourceFiles,
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './client/tsconfig.json', './tests/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // TypeScript checks these better than the core rules.
      'no-undef': 'off',
      'no-redeclare': 'off',
    },
  },
  { files: ['client/**'], rules: forbid('worker') },
  { files: ['shared/**', 'markets/**', 'flags/**'], rules: forbid('worker', 'client') },
  // Inside the worker, data flows one way (issue 35 item 4): the data sources never reach up
  // into rendering, routes or middleware.
  { files: ['worker/data/**'], rules: forbidInWorker(['render', 'routes', 'middleware'], ['client']) },
  // The cache engine (freshness, stale-while-revalidate, memos, purge stamps) knows nothing of
  // what it keeps; the render never reaches back into the request's middleware or routes.
  // Folder-level cycles: tests/unit/folderCycles.test.ts.
  { files: ['worker/cache/**'], rules: forbidInWorker(['data', 'render', 'routes', 'middleware', 'account'], ['client']) },
  { files: ['worker/render/**'], rules: forbidInWorker(['routes', 'middleware']) },
  // client/page: what islands and the plain-DOM enhancements share; it uses neither.
  { files: ['client/page/**'], rules: forbidSiblings('client', ['islands', 'ui', 'analytics', 'account'], ['worker']) },
  // Source files stay small enough to read (blank lines and comments not counted).
  {
    files: ['worker/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}', 'shared/**/*.ts', 'markets/**/*.ts', 'flags/**/*.ts'],
    ignores: ['**/*.test.ts', 'markets/locales/**', 'worker/env.d.ts'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', fetch: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        AbortController: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly', structuredClone: 'readonly',
        URLSearchParams: 'readonly', Response: 'readonly', Request: 'readonly', Headers: 'readonly', crypto: 'readonly',
        performance: 'readonly', self: 'readonly', caches: 'readonly', location: 'readonly', AbortSignal: 'readonly',
      },
    },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  {
    // Unit and integration tests wait on conditions too (issue 35 item 4): vi.waitFor,
    // expect.poll; tests/lib/time.ts has the only two ways to let time go by (nextTasks: the
    // queued work has run; letTimePass: time itself is tested, saying why).
    files: ['tests/**/*.ts', 'tests/**/*.tsx', '**/*.test.ts'],
    ignores: ['tests/e2e/**', 'tests/bench/**', 'tests/eval/**'],
    rules: {
      // A sleep: a promise resolved by a timer (`setTimeout(resolve, ms)`). A simulated hang that
      // an abort ends, or a timer under vi.useFakeTimers, passes a function of its own.
      'no-restricted-syntax': ['error', {
        selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
        message: 'No fixed sleeps in tests: wait on a condition (vi.waitFor, expect.poll), or use nextTasks() / letTimePass() from tests/lib/time.ts.',
      }],
    },
  },
  {
    // Browser tests wait on conditions, never on time (issue 35 item 4): quiet(), waitForFunction,
    // locator.waitFor, expect.poll, vi.waitFor; a route handler slows a request with networkDelay().
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: 'Wait on a condition (quiet(), waitForFunction, locator.waitFor, expect.poll), never on time.' }],
      'no-restricted-syntax': ['error', {
        selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
        message: 'No fixed sleeps in e2e tests: wait on a condition (vi.waitFor, expect.poll), or slow a route with networkDelay() from ./lib.',
      }],
    },
  },
  {
    // Benchmarks pass functions to page.evaluate: they run in the browser.
    files: ['tests/bench/**'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', addEventListener: 'readonly', requestAnimationFrame: 'readonly', PerformanceObserver: 'readonly' } },
  },
);
