// The persisted account stores live in sessionStorage like every other browser-session item: the
// engine is set once, by session-storage.ts, before any store reads its saved value.
import '../../lib/session-storage';

/** JSON coding for the account stores' object values. */
export const jsonCoding = { encode: JSON.stringify, decode: JSON.parse };
