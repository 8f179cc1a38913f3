// One lint configuration for the whole workspace: module boundaries by Nx tags plus a few
// TypeScript rules that catch real mistakes. Projects get a `lint` target from @nx/eslint/plugin.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * scope:shared (contracts) ← scope:server and scope:web; the two never meet.
 * Apps are never imported (Nx forbids it); type:lib depends on libs only.
 */
const depConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
  },
  {
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'],
  },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
];

const boundaries = (allow = []) => ({
  '@nx/enforce-module-boundaries': [
    'error',
    {
      enforceBuildableLibDependency: true,
      allow,
      depConstraints,
      // Specs everywhere import the test harness, which imports the schema and the api: cycles
      // through server-testing exist in tests only. Any other cycle is still an error.
      ignoredCircularDependencies: [['server-testing', '*']],
    },
  ],
});

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/out-tsc',
      '**/coverage',
      '**/tmp',
      '**/.nx',
      '**/playwright-report',
      '**/test-results',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.{ts,tsx,cts,mts,js,jsx,cjs,mjs}'],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
    plugins: {
      '@nx': nx,
      '@typescript-eslint': tseslint.plugin,
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      ...boundaries(),
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-debugger': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // createTestApp boots the real api (its AppModule and HTTP setup): the one library allowed
    // to reach into an app.
    files: ['libs/server/testing/**/*.ts'],
    rules: boundaries(['apps/api/src/app/[^/]+$']),
  },
];
