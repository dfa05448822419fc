/**
 * Module boundaries (docs/principles.md "Boundaries", ADR 023), checked by `npm run lint:deps` in CI.
 *
 * - The site (pages, islands, components, layouts, lib) reaches the services over HTTP, never by import;
 *   only the composition root `src/fetch.ts` starts them.
 * - The services never import site code; what both sides use lives in `src/shared`.
 * - `src/shared` is pure code and imports nothing of ours outside itself.
 * - No import cycles, type-only imports included: a type cycle is the same knot in the design, one
 *   edit away from a run-time one.
 * - No folder tangles: no cycle between folders (two service folders that import each other, or a
 *   longer loop).
 */

const SITE =
  '^src/(pages|islands|components|layouts|lib|content|styles|assets)/|^src/(middleware|live\\.config)\\.ts$';

/**
 * issue 22: to untangle. The folder dependencies among the services that lay on a folder cycle when this
 * rule was written (tests and test kits included): 15 pairs of service folders import each other in
 * production code, 35 with the tests. They are allowed for now; any other folder dependency that closes
 * a cycle fails, so no new tangle gets in. Delete an entry once its cycle is gone: on 2026-11-29 the
 * list was pruned to the 168 folder dependencies that still close a cycle (212 before). The hold policy
 * settings moved to platform/, the request language and the service mounts to http/, and app.ts mounts
 * the sign-up, recovery, profile, social and outbox routers beside the account one (account mounted
 * them, so each of those folders and account imported each other).
 */
const KNOWN_TANGLED = {
  account: ['auth', 'email', 'http', 'platform', 'security', 'testing'],
  // The staff audit log (issue 24): every service that records staff actions uses it; it reaches back
  // only through the platform and the test platform, as every service folder does.
  audit: ['platform', 'testing'],
  auth: ['db', 'http', 'platform'],
  content: ['account', 'audit', 'auth', 'forms', 'http', 'platform', 'seed', 'test-kits', 'testing'],
  db: ['http', 'platform', 'testing'],
  email: ['account', 'flights', 'hotels', 'http', 'offers', 'orders', 'platform', 'security', 'testing'],
  flights: ['auth', 'db', 'http', 'inventory', 'offers', 'platform', 'test-kits', 'testing'],
  forms: ['audit', 'auth', 'content', 'http', 'seed', 'test-kits', 'testing'],
  hotels: [
    'account',
    'auth',
    'flights',
    'http',
    'offers',
    'orders',
    'payments',
    'payments/gateway',
    'platform',
    'test-kits',
    'testing',
  ],
  'hotels/inventory': ['hotels', 'hotels/rules'],
  http: ['auth', 'db', 'metrics', 'platform', 'testing'],
  inventory: ['flights', 'http', 'jobs', 'offers', 'orders', 'test-kits', 'testing'],
  // content: the scheduled publishing of drafts (issue 24) is a periodic job like the reconciler's.
  // price-tracking: the daily price-drop pass (issue 25) is a periodic job like the reconciler's.
  jobs: ['content', 'email', 'inventory', 'offers', 'orders', 'platform', 'price-tracking', 'testing'],
  metrics: ['db', 'hotels', 'http', 'jobs', 'orders', 'platform', 'testing'],
  offers: ['auth', 'flights', 'http', 'inventory', 'orders', 'platform', 'test-kits', 'testing', 'utilities'],
  orders: [
    'account',
    'audit',
    'auth',
    'email',
    'flights',
    'hotels',
    'hotels/inventory',
    'hotels/rules',
    'http',
    'inventory',
    'jobs',
    'offers',
    'payments',
    'payments/gateway',
    'platform',
    'security',
    'test-kits',
    'testing',
  ],
  payments: ['auth', 'hotels', 'http', 'metrics', 'offers', 'orders', 'platform', 'testing'],
  'payments/gateway': ['http', 'payments', 'platform', 'testing'],
  platform: ['db', 'flights', 'http', 'metrics', 'testing'],
  // Price tracking (issue 25): its daily pass runs on the job queue, which the platform's metrics read.
  'price-tracking': ['auth', 'email', 'flights', 'http', 'inventory', 'security', 'testing'],
  profile: ['account', 'auth', 'http', 'security', 'seed', 'testing'],
  security: ['account', 'http', 'platform', 'testing'],
  seed: ['account', 'content', 'profile', 'test-kits', 'testing'],
  'test-kits': ['account', 'content', 'inventory', 'offers', 'orders', 'payments', 'testing'],
  testing: ['auth', 'db', 'platform'],
  utilities: ['auth', 'flights', 'http', 'test-kits', 'testing'],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const folderPattern = (folders) => `^src/services/(${folders.map(escapeRegex).join('|')})$`;

/** A cycle between folders of src/services, or through src/shared (which imports nothing of ours). */
function folderTangleRules() {
  const rule = (from, allowed) => ({
    name: 'no-folder-tangle',
    severity: 'error',
    comment:
      'Two folders that depend on each other (directly or round a loop): one of them owns what both ' +
      'need, or a port (an interface the other implements) breaks the loop.',
    scope: 'folder',
    from,
    to: {
      circular: true,
      path: '^src/(services|shared)/',
      ...(allowed.length ? { pathNot: folderPattern(allowed) } : {}),
    },
  });
  const known = Object.keys(KNOWN_TANGLED);
  return [
    rule({ path: '^src/(services|shared)/', pathNot: folderPattern(known) }, []),
    ...known.map((folder) => rule({ path: folderPattern([folder]) }, KNOWN_TANGLED[folder])),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle, type-only imports included: move what both modules need into a third one.',
      from: {},
      to: { circular: true },
    },
    ...folderTangleRules(),
    {
      name: 'services-not-to-site',
      severity: 'error',
      comment: 'The services never import site code: what both sides use lives in src/shared.',
      from: { path: '^src/services/' },
      to: { path: SITE },
    },
    {
      name: 'site-not-to-services',
      severity: 'error',
      comment:
        'The site reaches the services over HTTP (lib/api), never by import; src/fetch.ts is the ' +
        'composition root and the only site file that starts them.',
      from: { path: SITE },
      to: { path: '^src/services/' },
    },
    {
      name: 'shared-stays-pure',
      severity: 'error',
      comment: 'src/shared is used by both sides, so it imports nothing of ours outside itself.',
      from: { path: '^src/shared/' },
      to: { path: '^(src|scripts|tests)/', pathNot: '^src/shared/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.astro|\\.data|node_modules)/|^src/services/data/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
