import pino from 'pino';

/** The site's structured logger; request handlers log through a child carrying the request id. */
export const siteLog = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'site' },
  redact: { paths: ['headers.cookie', 'headers.authorization'], censor: '[redacted]' },
});

/** The line every request leaves in the site's log: the request entry's and the route cache's Node front door's. */
export function logSiteRequest(entry: {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}): void {
  siteLog.info(entry, 'request');
}
