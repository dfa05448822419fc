/**
 * A statement built once per database handle and then run with placeholders. Without it drizzle builds
 * a query's SQL text on every call: on the search path (the cabin counts, the session and the recent
 * search, four statements per search) building them was 4% of the main thread's time in the profile.
 */
export function preparedPerDb<Handle extends object, Prepared>(
  build: (db: Handle) => Prepared,
): (db: Handle) => Prepared {
  const built = new WeakMap<Handle, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
