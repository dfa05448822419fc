/**
 * FNV-1a, 32 bits: a stable hash of text. The generated timetables, fares and room rates derive from it,
 * so the same route, date or hotel gives the same answer on every machine and after every restart.
 */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
