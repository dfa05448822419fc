/**
 * Server side of display-locale.ts: each request (and each email rendered for a recipient) runs with
 * its language in an AsyncLocalStorage, so formatters called anywhere below it, including React island
 * renders, write numbers and dates in that language while other requests render in theirs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_LOCALE_STORE } from './display-locale';
import type { Locale } from './languages';

const store = new AsyncLocalStorage<Locale>();
(globalThis as Record<symbol, unknown>)[REQUEST_LOCALE_STORE] = store;

export function withDisplayLocale<T>(locale: Locale, work: () => T): T {
  return store.run(locale, work);
}
