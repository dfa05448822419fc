/**
 * No folder tangles (docs/principles.md "Boundaries", ADR 023), checked by `npm run lint:deps` after the
 * rules of .dependency-cruiser.cjs: no cycle between folders of src/services and src/shared, in
 * production code. Tests, test kits and the test platform are left out: every service's tests start the
 * whole composition (testing/test-platform.ts), so with them every folder would sit on one loop.
 */
const base = require('./.dependency-cruiser.cjs');

const TEST_CODE = '\\.test\\.tsx?$|-test-kit\\.ts$|^src/services/(testing|test-kits)/|\\.fixtures?\\.ts$';

/**
 * issue 22: to untangle. The folder dependencies that still close a cycle in production code. On
 * 2026-11-29 one loop is left, the flight engine's (flights, inventory, offers, utilities). The others
 * (22 folders were on one loop) were broken by moving what both sides needed to the side below: the hold
 * policy settings to platform/; the request language, token claims, service mounts and the Booking API's
 * idempotency records to http/; the jobs schema name to db/; room-night stock to hotels/inventory/; a
 * hotel stay's lines to hotels/rules/; the card-testing limits to security/; the payable port to
 * payables/; the invoice's own rules (customer reference, pay-by, lead time) to payments/. And by
 * mounting routers in app.ts instead of inside another folder's router (account's five, content's
 * forms). Any other folder dependency that closes a cycle fails, so no new tangle gets in. Delete an
 * entry once its cycle is gone.
 */
const KNOWN_TANGLED = {
  flights: ['inventory', 'offers'],
  inventory: ['flights', 'offers'],
  offers: ['flights', 'inventory', 'utilities'],
  utilities: ['flights'],
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
    rule({ path: '^src/(services|shared)/', ...(known.length ? { pathNot: folderPattern(known) } : {}) }, []),
    ...known.map((folder) => rule({ path: folderPattern([folder]) }, KNOWN_TANGLED[folder])),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: folderTangleRules(),
  options: {
    ...base.options,
    exclude: { path: `${base.options.exclude.path}|${TEST_CODE}` },
  },
};
