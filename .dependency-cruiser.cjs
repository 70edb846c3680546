// The tree's dependency rules, checked by `npm run lint` and test/architecture/dependencies.test.ts.
// Each rule keeps one arrow of the data flow pointing one way (docs/architecture.md).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'pages-never-import-capture',
      comment:
        'The panel, options, welcome and privacy pages show what capture sent; reading a page happens in content scripts and the background.',
      severity: 'error',
      from: { path: '^(components|lib/panel|entrypoints/(sidepanel|options|welcome|privacy))/' },
      to: { path: '^lib/capture/' },
    },
    {
      name: 'capture-core-knows-no-platform',
      comment: 'What every platform shares lives once in the core and never names a platform.',
      severity: 'error',
      from: { path: '^lib/capture/core/' },
      to: { path: '^lib/capture/(platforms|recipes)/' },
    },
    {
      name: 'platforms-stay-apart',
      comment: 'Adding or changing a platform touches no other platform.',
      severity: 'error',
      from: { path: '^lib/capture/platforms/([^/]+)/' },
      to: { path: '^lib/capture/platforms/', pathNot: '^lib/capture/platforms/$1/' },
    },
    {
      name: 'capture-stays-out-of-the-ui',
      comment: 'Content scripts run in busy pages: no React, no panel code.',
      severity: 'error',
      from: { path: '^lib/capture/' },
      to: { path: '^(components|lib/panel)/|^node_modules/react(-dom)?/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract (lib/api) is shared by the extension, the proxy and the Node client.',
      severity: 'error',
      from: { path: '^lib/api/' },
      to: { path: '^(lib/(?!api/|i18n/)|components/|entrypoints/|proxy/)' },
    },
    {
      name: 'engine-needs-nothing-from-the-proxy',
      comment: 'The embedded engine gets what it needs passed in; it reads the contract and the storage layer only.',
      severity: 'error',
      from: { path: '^proxy/engine/' },
      to: { path: '^proxy/', pathNot: '^proxy/(engine|storage)/' },
    },
    {
      name: 'storage-needs-nothing-from-the-proxy',
      comment: 'The storage layer is shared by the engine and the proxy, so it depends on neither.',
      severity: 'error',
      from: { path: '^proxy/storage/' },
      to: { path: '^proxy/', pathNot: '^proxy/storage/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
