import { sql, type SQL } from 'drizzle-orm';

/** A PostgreSQL text[] literal, each element quoted (the same text on PGlite and node-postgres). */
export const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;

/**
 * A list of strings as one text[] parameter: one parameter however long the list (a return search names
 * a few hundred flights; PostgreSQL takes at most 65,535 parameters per statement).
 */
export const textArrayParam = (values: readonly string[]): SQL =>
  sql`${sql.param(textArrayLiteral(values))}::text[]`;
