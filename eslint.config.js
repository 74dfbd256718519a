import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ── Server walls (decision 061) ──────────────────────────────────────────────────────────────────────────────
// A server feature may use another feature only through that feature's public `index.ts`, and only if the
// feature is listed here. The list is the feature graph: it must stay acyclic (checked below), so a feature
// cycle fails lint at once. Composition roots (server/app.ts, main.ts, workers.ts, create-deps.ts) and tests
// sit outside these walls.
const serverFeatureUses = {
  admin: ['account', 'entitlements'],
  billing: ['entitlements', 'public-stats', 'usage'],
  entitlements: ['usage'],
  exports: ['entitlements', 'usage'],
  leads: ['search'],
  lists: ['search'],
  outreach: ['usage'],
  sample: ['api-keys', 'search'],
  search: ['api-keys', 'enrichment', 'entitlements', 'scoring', 'usage'],
};
const serverFeatures = readdirSync('server/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function assertAcyclic(graph) {
  const done = new Set();
  const visit = (node, path) => {
    if (path.includes(node)) {
      throw new Error(`eslint.config.js: server features form a cycle: ${[...path, node].join(' → ')}`);
    }
    if (done.has(node)) return;
    for (const next of graph[node] ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of Object.keys(graph)) visit(node, []);
}
assertAcyclic(serverFeatureUses);

const featureZones = serverFeatures.flatMap((feature) =>
  serverFeatures
    .filter((other) => other !== feature)
    .map((other) => {
      const allowed = (serverFeatureUses[feature] ?? []).includes(other);
      return {
        target: `./server/features/${feature}`,
        from: `./server/features/${other}`,
        except: allowed ? ['./index.ts'] : [],
        message: allowed
          ? `Use ${other} through its public index.ts, not its internals.`
          : `Feature ${feature} may not use feature ${other}; add it to serverFeatureUses in eslint.config.js (no cycles) or move the shared piece to server/lib.`,
      };
    }),
);

const layerZones = [
  {
    target: './server/lib',
    from: './server/features',
    message: 'server/lib never imports a feature; pass the piece in from the composition root.',
  },
  {
    target: './server/integrations',
    from: './server/features',
    message: 'Vendor clients in server/integrations never import a feature.',
  },
  {
    target: './fakes',
    from: './server/features',
    message: 'Fakes take wire types from server/integrations, never from a feature.',
  },
  {
    target: './contracts',
    from: ['./server', './web', './fakes'],
    message: 'contracts/ imports nothing from server, web or fakes.',
  },
];

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
    // Server, fakes and contracts: feature walls, layer walls, no import cycles between files (decision 061).
    files: ['server/**/*.ts', 'fakes/**/*.ts', 'contracts/**/*.ts'],
    ignores: ['**/*.test.ts', 'tests/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
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
