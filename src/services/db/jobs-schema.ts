// In db/, beside the tables, so that metrics can name the schema without importing the queue (and,
// through it, the platform that builds the metrics).
/** The schema pg-boss lives in; /metrics reads queue depth from `pgboss.job` (ADR 019). */
export const JOBS_SCHEMA = 'pgboss';
