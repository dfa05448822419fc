/**
 * Where the running route cache can be reached from outside a request: the provider registers its store
 * here, and the content change feed and the editor pass-through purge it. Kept on globalThis because
 * Astro loads the provider through its own virtual module, which the bundler may place in another chunk.
 */
import type { RouteCacheStore } from './route-cache-store';

const holder = globalThis as typeof globalThis & { __ctgRouteCache?: RouteCacheStore };

export function registerRouteCache(store: RouteCacheStore): void {
  holder.__ctgRouteCache = store;
}

/** The running store, if the route cache is on in this process. */
export function runningRouteCache(): RouteCacheStore | undefined {
  return holder.__ctgRouteCache;
}
