/**
 * The import-circle check of `npm run lint:deps` (part of `npm test`; decision 122). Type-only imports count: a
 * circle through `import type` still ties the files' meaning together, and ESLint's import-x/no-cycle skips it.
 * The walls (which folder may import which) are ESLint's, in eslint.config.js.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circles between files, type-only imports included: move the shared type down a layer.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
