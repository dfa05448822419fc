import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; every request handler logs through a child carrying the request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token'],
      censor: '[redacted]',
    },
  });
}
