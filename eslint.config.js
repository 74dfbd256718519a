import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ── Feature walls (decisions 061 and 063) ────────────────────────────────────────────────────────────────────
// A feature may use another feature only through that feature's public `index.ts`, and only if the pair is
// listed below. Each list is a feature graph that must stay acyclic (checked when this file loads), so a
// feature cycle fails lint at once. Composition roots (server/app.ts, main.ts, workers.ts, create-deps.ts;
// web/src/app/, main.tsx, entry-prerender.tsx) and tests sit outside these walls.
const serverFeatureUses = {
  admin: ['account', 'billing', 'entitlements'],
  'audit-reports': ['search', 'webhooks'],
  billing: ['entitlements', 'public-stats', 'usage'],
  crm: ['research', 'webhooks'],
  entitlements: ['usage'],
  exports: ['entitlements', 'usage'],
  inbox: ['mailboxes', 'outbox', 'suppressions', 'webhooks'],
  leads: ['search', 'webhooks'],
  lists: ['search', 'webhooks'],
  campaigns: [
    'entitlements',
    'inbox',
    'mailboxes',
    'outbox',
    'outreach',
    'suppressions',
    'usage',
    'webhooks',
  ],
  mailboxes: ['enrichment', 'suppressions'],
  monitors: ['sweeps', 'webhooks'],
  outbox: ['mailboxes', 'suppressions', 'webhooks'],
  outreach: ['entitlements', 'usage'],
  pagespeed: ['api-keys'],
  research: ['api-keys', 'usage'],
  'public-api': [
    'audit-reports',
    'campaigns',
    'crm',
    'exports',
    'leads',
    'lists',
    'monitors',
    'research',
    'search',
    'sweeps',
  ],
  sample: ['api-keys', 'billing', 'search'],
  search: ['api-keys', 'crm', 'enrichment', 'entitlements', 'pagespeed', 'scoring', 'usage', 'webhooks'],
  suppressions: ['webhooks'],
  sweeps: ['api-keys', 'entitlements', 'search'],
  webhooks: ['enrichment'],
};
const webFeatureUses = {
  admin: ['billing'],
  'api-keys': ['search'],
  campaigns: ['lists', 'mailboxes', 'outreach'],
  usage: ['search'],
  dashboard: ['billing'],
  history: ['integrations', 'research', 'search', 'workspace'],
  landing: ['contact'],
  lists: ['leads'],
  research: ['lists'],
  sample: ['landing'],
  search: ['billing', 'workspace'],
  settings: [
    'api-keys',
    'api-tokens',
    'audit-reports',
    'billing',
    'integrations',
    'mailboxes',
    'outreach',
    'suppressions',
    'teams',
    'webhooks',
  ],
  sweeps: ['monitors', 'workspace'],
  workspace: ['audit-reports', 'integrations', 'leads', 'lists', 'outreach', 'research'],
};

function assertAcyclic(side, graph) {
  const done = new Set();
  const visit = (node, path) => {
    if (path.includes(node)) {
      throw new Error(`eslint.config.js: ${side} features form a cycle: ${[...path, node].join(' → ')}`);
    }
    if (done.has(node)) return;
    for (const next of graph[node] ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of Object.keys(graph)) visit(node, []);
}

/** One no-restricted-paths zone per ordered pair of features under `root`, from the side's feature graph. */
function featureZones(side, root, graph) {
  assertAcyclic(side, graph);
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => {
        const allowed = (graph[feature] ?? []).includes(other);
        return {
          target: `./${root}/${feature}`,
          from: `./${root}/${other}`,
          except: allowed ? ['./index.ts'] : [],
          message: allowed
            ? `Use ${other} through its public index.ts, not its internals.`
            : `Feature ${feature} may not use feature ${other}: move the shared piece to lib/components, or list the dependency in eslint.config.js (no cycles).`,
        };
      }),
  );
}

/** Test support (`tests/`: test app, render helpers, API stubs, fixtures) is for tests only (decision 122). */
const testSupportZone = {
  target: ['./server', './web/src', './contracts', './fakes'],
  from: './tests',
  message: 'Product code never imports test support (tests/); only tests, benches and scripts may.',
};

const serverLayerZones = [
  {
    target: './server/core',
    from: './server',
    except: ['./core'],
    message:
      'server/core is the ground floor (logger, TRUST_PROXY parsing): it imports nothing else from server.',
  },
  {
    target: './server/config.ts',
    from: './server',
    except: ['./core'],
    message: 'config.ts reads the environment and imports only server/core (decision 122).',
  },
  {
    target: './server/db',
    from: ['./server/lib', './server/features', './server/integrations'],
    message:
      'server/db sits below lib, features and integrations; move the shared piece to server/core or db.',
  },
  {
    target: './server/lib/app-context.ts',
    from: './server',
    message: 'app-context.ts is a leaf (request types only); dependency types live in server/app-deps.ts.',
  },
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
  testSupportZone,
];
const webLayerZones = [
  {
    target: ['./web/src/lib', './web/src/components'],
    from: './web/src/features',
    message: 'Shared code imports no feature; the feature passes what it needs in.',
  },
  testSupportZone,
];

/** Walls for one side: feature and layer zones. Import circles are dependency-cruiser's (npm run lint:deps). */
function walls(files, ignores, zones) {
  return {
    files,
    ignores,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  walls(
    ['server/**/*.ts', 'fakes/**/*.ts', 'contracts/**/*.ts'],
    ['**/*.test.ts', 'tests/**'],
    [...featureZones('server', 'server/features', serverFeatureUses), ...serverLayerZones],
  ),
  walls(
    ['web/src/**/*.{ts,tsx}'],
    ['**/*.test.{ts,tsx}'],
    [...featureZones('web', 'web/src/features', webFeatureUses), ...webLayerZones],
  ),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
);
