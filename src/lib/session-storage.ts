import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

/**
 * The persisted stores live in sessionStorage (spec §3 "Browser-session items"): one tab's search and
 * offer, gone when the tab closes. Imported first by every store module, so the engine is set before
 * any persistent store reads its saved value. On the server (no window) the stores stay in memory and
 * only their initial values are ever rendered.
 */
function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage disabled (privacy settings): the stores work in memory for this page.
    return null;
  }
}

const storage = sessionStorageOrNull();
if (storage) setPersistentEngine(storage as unknown as Record<string, string>, windowPersistentEvents);
