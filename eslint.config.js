import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Walls between web features (decision 063). A feature reaches another only through its public entry
 * (`web/src/features/<name>/index.ts`) and only if it is listed here; the list keeps the features' graph
 * acyclic (checked below). What several features share lives in `web/src/lib` or `web/src/components`, which
 * import no feature. The composition roots (`web/src/app/`, `main.tsx`, `entry-prerender.tsx`) and tests may
 * reach anything.
 */
const WEB_FEATURE_DEPENDENCIES = {
  admin: ['billing'],
  dashboard: ['billing'],
  history: ['search', 'workspace'],
  landing: ['contact'],
  sample: ['landing'],
  search: ['billing', 'workspace'],
  settings: ['api-keys', 'billing', 'outreach'],
  workspace: ['leads', 'lists', 'outreach'],
};
const WEB_FEATURES = readdirSync(join(import.meta.dirname, 'web/src/features'));

function assertAcyclic(graph) {
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name))
      throw new Error(`Web features depend on each other: ${[...path, name].join(' → ')}`);
    if (done.has(name)) return;
    for (const next of graph[name] ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  Object.keys(graph).forEach((name) => visit(name, []));
}
assertAcyclic(WEB_FEATURE_DEPENDENCIES);

const webFeatureZones = WEB_FEATURES.flatMap((feature) =>
  WEB_FEATURES.filter((other) => other !== feature).map((other) => {
    const isAllowed = (WEB_FEATURE_DEPENDENCIES[feature] ?? []).includes(other);
    return {
      target: `./web/src/features/${feature}`,
      from: `./web/src/features/${other}`,
      except: isAllowed ? ['./index.ts'] : [],
      message: isAllowed
        ? `import from '@web/features/${other}' (its public index.ts), not from its inside.`
        : `'${feature}' may not use '${other}': move what both need to web/src/lib or web/src/components, or add the dependency in eslint.config.js (no cycles).`,
    };
  }),
);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web's walls (decision 063): feature to feature only through a listed public entry, shared code
    // imports no feature, and no file import cycles. Tests and test helpers may reach inside.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/**/testing/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatureZones,
            {
              target: ['./web/src/lib', './web/src/components'],
              from: './web/src/features',
              message: 'shared code imports no feature; the feature passes what it needs in.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
);
