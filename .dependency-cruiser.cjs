// @ts-check
/**
 * No import cycle anywhere in the workspace, type-only imports included (`pnpm lint` runs it:
 * `depcruise --config .dependency-cruiser.cjs packages scripts tests .storybook`). A cycle ties
 * modules so that neither can change, load or be tested without the other; break it by moving what
 * both need into a module below them. ESLint's import rules skip type-only imports, so cycles are
 * checked here; scripts/lint/cycles.test.ts shows the rule finding one.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A module never imports, even for a type, a module that imports it back.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/node_modules/', '/dist/', '/generated/', '^storybook-static/', '/__screenshots__/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@stampcard/source', 'import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
