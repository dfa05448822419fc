import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Platform } from '../platform/platform';
import type { Logger } from '../platform/logger';
import { JSON_BODY_MESSAGES } from '../../shared/domain/json-depth';
import { RequestRejected, failed, serverError } from './envelope';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, isUploadPath } from './validate';
import type { TokenClaims } from './token-claims';
import { requestLanguageMiddleware } from './request-language';
import { isDatabaseUnavailable } from '../db/unavailable';
import { httpMetrics } from '../metrics/http-metrics';

export interface ServiceEnv {
  Variables: {
    requestId: string;
    log: Logger;
    claims: TokenClaims;
  };
}

/**
 * A service's Hono app with the shared request handling: request id (taken from the caller when it
 * sent one, so one id follows a request across the site and services), a per-request logger, a body
 * size limit, and errors answered as envelopes.
 */
export function createServiceApp(platform: Platform, service: string): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  // First, so the time covers every middleware and the status is the one the caller got.
  app.use(httpMetrics(platform.metrics, service));
  app.use(requestId({ headerName: 'X-Request-Id' }));
  // The caller's Accept-Language (the site sends the reader's language) chooses the emails' language.
  app.use(requestLanguageMiddleware);
  app.use(async (c, next) => {
    const log = platform.log.child({ service, requestId: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  const tooLarge = (c: Context) => failed(c, 413, JSON_BODY_MESSAGES.tooLarge);
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: tooLarge });
  app.use((c, next) => (isUploadPath(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next)));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.onError((error, c) => {
    if (error instanceof RequestRejected) return failed(c, error.statusCode, error.message);
    if (isDatabaseUnavailable(error)) {
      // Nothing was written (every change is one transaction); the caller may come back shortly.
      c.get('log')?.warn({ err: String(error) }, 'database unavailable');
      c.header('Retry-After', '5');
      return serverError(c, 503);
    }
    c.get('log')?.error({ err: error }, 'unhandled service error');
    return serverError(c);
  });
  app.notFound((c) => failed(c, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));
  return app;
}
