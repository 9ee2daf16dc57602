// ESLint flat config: typescript-eslint for every TypeScript file, React hooks rules for the web app,
// and the layers of the code base as import rules (see README, "Layout").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// Every feature folder, read at lint time, so a feature added on any branch gets the same fence.
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  // A feature is self-contained: what two features share moves down to components/, lib/ or core.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move the shared piece to web/src/components, lib or functions/core.',
  })),
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config', './web/src/utils'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code imports no feature or app code.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features are composed by the app; they do not import it.',
  },
  {
    target: './web',
    from: './functions',
    except: ['./core'],
    message: 'The web app shares only the pure rules of functions/core with the server.',
  },
  {
    target: './functions/handlers',
    from: './functions/handlers',
    message:
      'Each file in functions/handlers is a Lambda entry; what two handlers share lives in functions/services, shared, data or core.',
  },
  {
    target: './functions/data',
    from: ['./functions/handlers', './functions/shared/http-errors.ts', './functions/shared/http-handler.ts'],
    message:
      'functions/data knows no HTTP: throw a RuleViolation (core), which the handler chain maps to a status.',
  },
  {
    target: './functions/data',
    from: './functions/services',
    message:
      'functions/data imports no workflow: a step that strings data calls together lives in functions/services and calls data.',
  },
  {
    target: './functions/services',
    from: ['./functions/handlers', './functions/shared/http-errors.ts', './functions/shared/http-handler.ts'],
    message:
      'functions/services imports no handler and knows no HTTP: throw a RuleViolation (core), which the handler chain maps to a status.',
  },
  {
    target: './functions/shared',
    from: './functions/services',
    message: 'functions/shared is plumbing below the workflows: a route hands it the service it needs.',
  },
  {
    // The one exception: the handler chain checks every signed-in caller against the stored account
    // (a revoked role or a deleted account takes effect within seconds), a read no route may skip.
    target: './functions/shared',
    from: './functions/data',
    except: ['./caller-accounts.ts'],
    message:
      'functions/shared is plumbing (middleware, env, powertools, HTTP mapping) and reads no table: the workflow belongs in functions/services.',
  },
  {
    target: './functions/core',
    from: ['./functions', './infra', './web', './tests'],
    except: ['./core'],
    message: 'functions/core is pure: no data, services, handlers, shared or other layer.',
  },
];

// `import { z }` makes esbuild keep zod's whole namespace, every locale included (about 450 KB of
// each Lambda bundle); a namespace import lets it keep only what the handler uses.
const zodNamespaceImport = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier",
  message:
    "Import zod as a namespace (`import * as z from 'zod'`) so Lambda bundles keep only what they use.",
};

// A stored item is given its type by `readStored` (functions/data/stored-items.ts), after its entity
// is checked; `x as unknown as T` would give any value any type unchecked.
const noDoubleCast = {
  selector:
    "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
  message:
    'functions/data gives no value a type through `as unknown as`: read stored items with readStored (stored-items.ts).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      'web/dist',
      '.data',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Type-aware: a promise nobody awaits loses its error. React Router's navigate() returns one
      // only for data routers, which this app does not use, so its calls are safe to leave.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@core': [`${root}/functions/core`], '@web': [`${root}/web/src`] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['functions/core/**'],
    rules: {
      'import-x/no-nodejs-modules': ['error'],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@aws-sdk/*',
                '@aws-lambda-powertools/*',
                '@middy/*',
                'aws-lambda',
                'aws-cdk-lib',
                'aws-cdk-lib/*',
              ],
              message: 'functions/core is pure: I/O and the AWS SDK live in functions/data.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', zodNamespaceImport] },
  },
  {
    // A flat config replaces a rule's options, so the data floor repeats the zod rule beside its own.
    files: ['functions/data/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', zodNamespaceImport, noDoubleCast] },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
