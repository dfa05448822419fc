/** Airports reachable from start in at most `flights` flights over the given routes (airline ignored). */
export function reachWithin(
  routes: { from: string; to: string }[],
  start: string,
  flights: number,
): Set<string> {
  const adjacency = new Map<string, string[]>();
  for (const route of routes) adjacency.set(route.from, [...(adjacency.get(route.from) ?? []), route.to]);
  const seen = new Set([start]);
  let frontier = [start];
  for (let hop = 0; hop < flights; hop += 1) {
    const next: string[] = [];
    for (const node of frontier) {
      for (const to of adjacency.get(node) ?? []) {
        if (!seen.has(to)) {
          seen.add(to);
          next.push(to);
        }
      }
    }
    frontier = next;
  }
  return seen;
}
