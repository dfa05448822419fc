/**
 * The route cache's storage: rendered responses by key, least recently used first out, bounded by
 * entry count and bytes, with an index from cache tag to keys so a publish purges exactly the pages that
 * show or list what changed. Pure (no Astro, no clock of its own) so it is tested directly.
 */
export interface StoredResponse {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped once when stored, so a hit is not compressed again on every request. */
  gzip?: Uint8Array<ArrayBuffer> | undefined;
  storedAt: number;
  /** Seconds the entry is served as fresh. */
  maxAge: number;
  /** Seconds after maxAge it may still be served while a fresh copy renders. */
  swr: number;
  tags: string[];
  /** The site path, for purges by path. */
  path: string;
}

export type Freshness = 'fresh' | 'stale' | 'expired';

export interface RouteCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export class RouteCacheStore {
  readonly #entries = new Map<string, StoredResponse>();
  readonly #keysByTag = new Map<string, Set<string>>();
  #bytes = 0;
  #generation = 0;

  constructor(readonly limits: RouteCacheLimits) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Counts purges. A render that began before a purge may hold what the purge was for, so it is kept
   * only if the count has not moved meanwhile.
   */
  get generation(): number {
    return this.#generation;
  }

  /** The entry under key, marked as most recently used. */
  get(key: string): StoredResponse | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** Stores an entry unless it alone exceeds a tenth of the byte budget; evicts the oldest to fit. */
  set(key: string, entry: StoredResponse): boolean {
    if (this.limits.maxEntries <= 0 || entry.body.byteLength > this.limits.maxBytes / 10) return false;
    this.delete(key);
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.limits.maxEntries ||
        this.#bytes + entry.body.byteLength > this.limits.maxBytes)
    ) {
      this.delete(this.#entries.keys().next().value as string);
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.body.byteLength;
    for (const tag of entry.tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= sizeOf(entry);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }

  /** Drops every entry carrying any of the tags, or stored for the path; returns how many. */
  invalidate(options: { tags?: readonly string[] | undefined; path?: string | undefined }): number {
    this.#generation += 1;
    const doomed = new Set<string>();
    for (const tag of options.tags ?? []) {
      for (const key of this.#keysByTag.get(tag) ?? []) doomed.add(key);
    }
    if (options.path !== undefined) {
      for (const [key, entry] of this.#entries) if (entry.path === options.path) doomed.add(key);
    }
    for (const key of doomed) this.delete(key);
    return doomed.size;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#keysByTag.clear();
    this.#bytes = 0;
  }
}

function sizeOf(entry: StoredResponse): number {
  return entry.body.byteLength + (entry.gzip?.byteLength ?? 0);
}

export function freshnessOf(entry: StoredResponse, now: number): Freshness {
  const age = (now - entry.storedAt) / 1000;
  if (age <= entry.maxAge) return 'fresh';
  return age <= entry.maxAge + entry.swr ? 'stale' : 'expired';
}
