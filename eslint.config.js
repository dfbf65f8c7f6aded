import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { restrictedPathsPlugin } from './eslint/restricted-paths.js';

/*
 * Boundaries (DESIGN §4, "Boundaries, as lint errors"; docs/ARCHITECTURE.md "Boundaries").
 * Folder boundaries are eslint/restricted-paths.js: it resolves each import to a path, so a
 * relative path is judged by where it lands, however many `../` it takes to get there.
 */
const FEATURE_AREAS = fs
  .readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const BOUNDARY_ZONES = [
  // One zone per feature folder, so a feature added later is covered without editing this file.
  ...FEATURE_AREAS.map((area) => ({
    target: `web/src/features/${area}`,
    from: 'web/src/features',
    except: [`./${area}`],
    message:
      'A feature never imports another feature: move what both need to web/src/lib or web/src/components.',
  })),
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message:
      'A feature never imports web/src/app (the shell imports features, not the reverse): move what the feature needs to web/src/lib.',
  },
  {
    target: ['web/src/lib', 'web/src/components'],
    from: ['web/src/features', 'web/src/app'],
    message:
      'web/src/lib and web/src/components serve every feature and never import a feature or web/src/app: take what is needed as an argument or prop, or move it down into web/src/lib.',
  },
  {
    target: 'server/src/devices',
    from: ['server/src/modules', 'server/src/device-lookups.ts'],
    message:
      'server/src/devices never imports server/src/modules (nor device-lookups.ts, which binds them): add a function to DeviceLookups (devices/devices.ts) and bind it in server/src/device-lookups.ts, as platform/auth.ts is given its session lookup.',
  },
  {
    target: 'server/src/**/*.routes.ts',
    from: 'server/src/**/*.routes.ts',
    message:
      'A route file never imports another route file: move what both need to a service or a small shared file of the module.',
  },
];

const SQL_MESSAGE =
  "SQL lives only in *.repo.ts (and server/src/db): put the query in a repo function, e.g. the module's <area>.repo.ts, and call that.";

/** Every way into SQL from TypeScript: drizzle-orm's builders and the tables (types stay free). */
const SQL_IMPORTS = {
  paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: SQL_MESSAGE }],
  patterns: [
    { group: ['drizzle-orm/*'], allowTypeImports: true, message: SQL_MESSAGE },
    { regex: '(^|/)db/schema(/|$)', allowTypeImports: true, message: SQL_MESSAGE },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'data/**',
      'test-results/**',
      '**/*.mjs',
      '**/*.cjs',
      'eslint.config.js',
      'eslint/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.test.ts', 'e2e/**', 'bench/**', 'server/test/**'],
    rules: {
      // Test bodies read JSON responses whose shape the assertions check.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    plugins: { fleet: restrictedPathsPlugin(import.meta.dirname) },
    rules: { 'fleet/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }] },
  },
  {
    // SQL only in repos: its imports, and a query called on a database or transaction handle.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/**/*.repo.ts',
      'server/src/db/**',
      // The one exception: partition upkeep, run daily beside ingest, changes the table's layout
      // (creates, attaches and drops month tables, moving fixes waiting in the default partition
      // into theirs). It is DDL, not a query a service asks, so it stays with the ingest it serves.
      'server/src/devices/position-partitions.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', SQL_IMPORTS],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(execute|select|selectDistinct|insert|update|delete)$/]:matches([callee.object.name=/^(db|tx)$/], [callee.object.property.name='db'])",
          message: SQL_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
