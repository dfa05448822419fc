/** A schema migration: single SQL statements, so one runner serves PGlite and PostgreSQL (ADR 007). */
export interface Migration {
  id: string;
  statements: string[];
}
