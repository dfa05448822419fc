/**
 * Recovery reloads (spec §2): a failed island chunk load reloads to the target route, and so do two
 * known page-insertion errors. A guard stops a reload loop: no second automatic reload within 10 s.
 */
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'ctg_last_auto_reload';

/**
 * The two DOM insertion errors React raises when something outside React (typically a browser's page
 * translation or an extension) has moved nodes React owns. A fresh load is the reliable way out.
 */
const PAGE_INSERTION_ERRORS = [
  "Failed to execute 'insertBefore' on 'Node'",
  "Failed to execute 'removeChild' on 'Node'",
] as const;

export function isPageInsertionError(message: string | undefined): boolean {
  return !!message && PAGE_INSERTION_ERRORS.some((known) => message.includes(known));
}

/**
 * The messages browsers give when a dynamic import of a script fails (an island's own chunk, after a
 * deploy removed it or the network dropped): Chromium, Firefox and Safari word it differently.
 */
const CHUNK_LOAD_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

export function isChunkLoadFailure(message: string | undefined): boolean {
  return !!message && CHUNK_LOAD_FAILURES.some((known) => message.includes(known));
}

/** The event a failed page-part load raises on window (spec §8), for analytics and tests to observe. */
export const CHUNK_ERROR_EVENT = 'chunk-error';

/** A failed stylesheet preload means the page cannot look right: the spec sends the user to /500. */
export function isStylePreloadFailure(message: string | undefined): boolean {
  return !!message && /\.css(\?|$|\s|")/.test(message);
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  navigate: (url: string) => void;
}

/** Navigates to url unless an automatic reload happened in the last 10 s; true when it navigated. */
export function reloadOnce(url: string, deps: ReloadDeps): boolean {
  const last = Number(deps.storage.getItem(RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && deps.now() - last < RELOAD_GUARD_MS) return false;
  deps.storage.setItem(RELOAD_KEY, String(deps.now()));
  deps.navigate(url);
  return true;
}
