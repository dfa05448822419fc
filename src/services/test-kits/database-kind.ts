/**
 * A test title naming the database it ran on: on PGlite (one connection) concurrent transactions queue,
 * with DATABASE_URL set they race on a PostgreSQL pool, so a result means something different on each.
 */
export const onDatabase = (title: string): string =>
  `${title} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`;
