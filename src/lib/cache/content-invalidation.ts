/**
 * What the site does when content changes: purge the route cache by the change's tags (everything on a
 * reset) and drop the short content read cache, so the next render reads the Content API afresh.
 */
import { clearContentReadCache } from '../api/content-read-cache';
import { runningRouteCache } from './route-cache-registry';

export function applyContentChange(change: { tags: readonly string[]; reset?: boolean }): number {
  if (!change.reset && change.tags.length === 0) return 0;
  clearContentReadCache();
  const store = runningRouteCache();
  if (!store) return 0;
  if (change.reset) {
    const purged = store.size;
    store.clear();
    return purged;
  }
  return store.invalidate({ tags: change.tags });
}
