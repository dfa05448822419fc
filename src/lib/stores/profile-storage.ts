import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

/**
 * Browser-session items (spec §3) live in sessionStorage, not localStorage: they end with the tab.
 * The engine is global to @nanostores/persistent; every persisted store of the site wants the same one,
 * so setting it again from another store module is harmless. On the server there is no storage and
 * the stores keep their initial values in memory.
 */
export function useSessionStorageEngine(): void {
  if (typeof window === 'undefined' || typeof window.sessionStorage === 'undefined') return;
  setPersistentEngine(window.sessionStorage as unknown as Record<string, string>, windowPersistentEvents);
}

useSessionStorageEngine();

export const jsonCoding = { encode: JSON.stringify, decode: JSON.parse };
