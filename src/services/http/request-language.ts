/**
 * The language a service request was made in. The site forwards the reader's interface language as
 * `Accept-Language` (service-client.ts); a middleware of every service app (app-factory.ts) keeps it for
 * the request, so what writes to the reader (emails, documents, stored order language) does not thread
 * it through. It lives with the HTTP layer because every service app installs it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { firstVisitLanguage } from '../../shared/i18n/first-visit-language';
import type { Locale } from '../../shared/i18n/languages';

const requested = new AsyncLocalStorage<Locale | undefined>();

/** The language an Accept-Language header asks for, when it names one we write (the site's rule). */
export function languageOfHeader(header: string | null | undefined): Locale | undefined {
  return firstVisitLanguage(header);
}

/** Runs each service request with the language its caller asked for. */
export const requestLanguageMiddleware: MiddlewareHandler = (c, next) =>
  requested.run(languageOfHeader(c.req.header('Accept-Language')), next);

/** The current request's language, if it named one. */
export function requestLanguage(): Locale | undefined {
  return requested.getStore();
}
