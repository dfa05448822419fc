import pino from 'pino';

/** The site's structured logger; request handlers log through a child carrying the request id. */
export const siteLog = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'site' },
  redact: { paths: ['headers.cookie', 'headers.authorization'], censor: '[redacted]' },
});
