/**
 * Configuration of the reference services. The services know nothing of Astro: they read a plain
 * environment record, so the same code runs embedded in the site or standalone.
 */
export interface ServiceConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Folder holding the embedded database and other local state. */
  dataDir: string;
  /** Redis connection string for shared caches, rate limits and search sessions. */
  redisUrl: string | undefined;
  /** SMTP connection string; when absent mail goes to the database outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signing secret for tokens; when absent one is generated once and kept in the database. */
  tokenSecret: string | undefined;
  /** Lifetime the Main API gives public (guest) tokens. */
  publicTokenTtlSeconds: number;
  /** Lifetime of an account session and its token. */
  accountTokenTtlSeconds: number;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

function readPositiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number of seconds, got "${raw}"`);
  }
  return value;
}

function readOptional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function readServiceConfig(env: Env): ServiceConfig {
  return {
    databaseUrl: readOptional(env, 'DATABASE_URL'),
    dataDir: readOptional(env, 'DATA_DIR') ?? '.data',
    redisUrl: readOptional(env, 'REDIS_URL'),
    smtpUrl: readOptional(env, 'SMTP_URL'),
    mailFrom: readOptional(env, 'MAIL_FROM') ?? 'CTG Business Class <no-reply@ctg.example>',
    tokenSecret: readOptional(env, 'TOKEN_SECRET'),
    publicTokenTtlSeconds: readPositiveInt(env, 'PUBLIC_TOKEN_TTL_SECONDS', 86_400),
    accountTokenTtlSeconds: readPositiveInt(env, 'ACCOUNT_TOKEN_TTL_SECONDS', 28_800),
    logLevel: readOptional(env, 'LOG_LEVEL') ?? 'info',
  };
}
