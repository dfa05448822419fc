/**
 * Module boundaries (docs/principles.md "Boundaries", ADR 023), checked by `npm run lint:deps` in CI.
 *
 * - The site (pages, features, islands, components, layouts, lib) reaches the services over HTTP, never by import;
 *   only the composition root `src/fetch.ts` starts them.
 * - The services never import site code; what both sides use lives in `src/shared`.
 * - `src/shared` is pure code and imports nothing of ours outside itself.
 * - No import cycles, type-only imports included: a type cycle is the same knot in the design, one
 *   edit away from a run-time one.
 * - No folder tangles: no cycle between folders of production code (two service folders that import
 *   each other, or a longer loop). That rule is in .dependency-cruiser-tangles.cjs, which leaves the tests
 *   out: every service's tests start the whole composition (testing/test-platform.ts), so with them every
 *   folder would sit on one loop and the rule would say nothing.
 */

const SITE =
  '^src/(pages|features|islands|components|layouts|lib|content|styles|assets)/|^src/(middleware|live\\.config)\\.ts$';

/** React islands (browser code): the shared kit's and each feature's own (src/features/<name>/islands). */
const ISLANDS = '^src/(islands|features/[^/]+/islands)/';

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
      name: 'islands-never-reach-server-code',
      severity: 'error',
      comment:
        'Islands run in the browser: nothing they import, directly or through other modules, may be ' +
        'server-only (*.server.ts: configuration and secrets, Node built-ins, service calls with the ' +
        "site's own token). Type-only imports count too: a type both sides need lives outside the server module.",
      from: { path: ISLANDS, pathNot: '\\.test\\.tsx?$' },
      to: { path: '\\.server\\.tsx?$', reachable: true },
    },
    {
      name: 'server-code-is-marked',
      severity: 'error',
      comment:
        'Site and shared code that needs Node (a built-in module) or the server environment is ' +
        'server-only: name it *.server.ts, so islands-never-reach-server-code keeps it out of the browser.',
      // Build-time modules (*.mjs, run by astro.config.mjs) are not part of the site at all.
      from: {
        path: '^src/(lib|features|shared|islands|components)/',
        pathNot: '\\.server\\.tsx?$|\\.test\\.tsx?$|\\.mjs$',
      },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-env-is-marked',
      severity: 'error',
      comment: 'The server environment (astro:env/server) is read by *.server.ts modules only.',
      from: {
        path: '^src/(lib|features|shared|islands|components)/',
        pathNot: '\\.server\\.tsx?$|\\.test\\.tsx?$',
      },
      to: { path: '^astro:env/server$' },
    },
    {
      name: 'island-kits-belong-to-no-feature',
      severity: 'error',
      comment:
        "src/islands/shared holds what every feature's islands use (the shell, the form kit, the UI kit, " +
        'the calendar, the search kit), so it imports no feature: a part one feature owns lives in it.',
      from: { path: '^src/islands/shared/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/features/' },
    },
    {
      name: 'hotels-stand-on-the-kits',
      severity: 'error',
      comment:
        'The hotel search, results, rooms and booking use the shared kits (src/islands/shared) and ' +
        'src/shared, not the flight screens: a piece both need moves to a kit (ADR 031, "Later").',
      from: { path: '^src/features/(hotels|hotel-booking)/' },
      to: { path: '^src/features/flights/' },
    },
    {
      name: 'hotel-and-mail-services-stand-on-shared-time',
      severity: 'error',
      comment:
        'The Hotel API and the emails take calendar days, zones and distances from src/shared/domain ' +
        '(calendar-days, zone-clock, site-time) and src/shared/places, not from the flight timetable: ' +
        "only the airport network (the hotels' places are its cities) is the flights' own to lend.",
      from: { path: '^src/services/(hotels|email)/' },
      to: { path: '^src/services/flights/', pathNot: '^src/services/flights/network\\.ts$' },
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
