/** The build check (spec §2, §9): pages with islands look for a newer deployed build every hour. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** setTimeout fires at once for delays above this (a signed 32-bit count of ms), so longer waits are chunked. */
export const MAX_TIMER_MS = 2_147_483_647;
export const APP_UPDATE_EVENT = 'ctg:app-update';

type TimerApi = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/** Runs callback after delayMs, in chunks no longer than MAX_TIMER_MS; returns a cancel function. */
export function scheduleChunked(
  delayMs: number,
  callback: () => void,
  timers: TimerApi = globalThis as unknown as TimerApi,
) {
  let handle: unknown;
  let cancelled = false;
  const wait = (remaining: number) => {
    const step = Math.min(remaining, MAX_TIMER_MS);
    handle = timers.setTimeout(() => {
      if (cancelled) return;
      if (remaining > step) wait(remaining - step);
      else callback();
    }, step);
  };
  wait(Math.max(0, delayMs));
  return () => {
    cancelled = true;
    timers.clearTimeout(handle);
  };
}

export type FetchLatestBuildId = () => Promise<string | null>;

/** Asks the site for the latest build id; null when the check cannot be made (offline, 502...). */
const fetchLatestBuildId: FetchLatestBuildId = async () => {
  try {
    const response = await fetch(`/api/checkCacheFile?timestamp=${Date.now()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { buildId?: unknown } };
    return typeof body.data?.buildId === 'string' ? body.data.buildId : null;
  } catch {
    return null;
  }
};

/**
 * Checks every interval until a build other than ours is found, then calls onUpdate once and stops.
 * Returns a function that stops the checks.
 */
export function startBuildCheck(options: {
  currentBuildId: string;
  onUpdate: (latestBuildId: string) => void;
  fetchLatest?: FetchLatestBuildId;
  intervalMs?: number;
  timers?: TimerApi;
}): () => void {
  const {
    currentBuildId,
    onUpdate,
    fetchLatest = fetchLatestBuildId,
    intervalMs = BUILD_CHECK_INTERVAL_MS,
  } = options;
  let cancel: () => void = () => undefined;
  let stopped = false;
  const tick = async () => {
    const latest = await fetchLatest();
    if (stopped) return;
    if (latest && latest !== currentBuildId) {
      onUpdate(latest);
      return;
    }
    cancel = scheduleChunked(intervalMs, () => void tick(), options.timers);
  };
  cancel = scheduleChunked(intervalMs, () => void tick(), options.timers);
  return () => {
    stopped = true;
    cancel();
  };
}
