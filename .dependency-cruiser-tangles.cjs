/**
 * No folder tangles (docs/principles.md "Boundaries", ADR 023), checked by `npm run lint:deps` after the
 * rules of .dependency-cruiser.cjs: no cycle between folders of src/services and src/shared, in
 * production code. Tests, test kits and the test platform are left out: every service's tests start the
 * whole composition (testing/test-platform.ts), so with them every folder would sit on one loop.
 */
const base = require('./.dependency-cruiser.cjs');

const TEST_CODE = '\\.test\\.tsx?$|-test-kit\\.ts$|^src/services/(testing|test-kits)/|\\.fixtures?\\.ts$';

/**
 * Folder dependencies allowed to close a cycle: none. The last loop, the flight engine's (flights,
 * inventory, offers, utilities), was broken on 2026-11-29 by moving the search service above the
 * engine's basics (flight-search/), the seat maps to their own folder (seat-maps/) and the shared
 * constants to the folder below. Earlier loops were broken the same way: what both sides needed moved to
 * the side below (platform/, http/, db/, hotels/inventory/, payables/, security/), and routers are
 * mounted in app.ts instead of inside another folder's router. An entry here would be a known tangle
 * (folder: [folders it may import round a loop]); keep it empty.
 */
const KNOWN_TANGLED = {};

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
