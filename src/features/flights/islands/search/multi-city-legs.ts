import type { SearchLeg, SearchPlace } from '../../search-criteria';

const samePlace = (a: SearchPlace | null, b: SearchPlace | null) =>
  a === b ||
  (a !== null && b !== null && a.code === b.code && a.codeType === b.codeType && a.name === b.name);

/**
 * The legs after one leg changed. A multi-city trip usually continues from where the last flight
 * landed, so a leg's arrival also becomes the next leg's departure while that is empty or still the
 * previous arrival (never over a departure the traveller chose themselves).
 */
export function changeLeg(legs: SearchLeg[], index: number, change: Partial<SearchLeg>): SearchLeg[] {
  const next = legs.map((leg, at) => (at === index ? { ...leg, ...change } : leg));
  const following = next[index + 1];
  if ('arr' in change && following) {
    const before = legs[index]?.arr ?? null;
    if (!following.dep || samePlace(following.dep, before)) {
      next[index + 1] = { ...following, dep: change.arr ?? null };
    }
  }
  return next;
}
