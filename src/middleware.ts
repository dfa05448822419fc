import { defineMiddleware, sequence } from 'astro:middleware';
import type { RequestScope } from './lib/api/service-client';
import { readSignedInProfile } from './lib/api/signed-in-profile';
import { endAccountSession, readAccountToken } from './lib/api/session';
import { AUTH_TOKEN_COOKIE, LOGGED_OUT_COOKIE } from './lib/api/token-rules';
import { ServiceUnavailableError } from './lib/api/transport';
import { ensureContentChangeFeed } from './lib/cache/content-change-polling';
import { siteConfig } from './lib/config.server';
import { firstVisitLanguage } from './shared/i18n/first-visit-language';
import { getT, resolveDocumentLanguage } from './lib/i18n/i18n';
import { withDisplayLocale } from './shared/i18n/request-locale.server';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from './shared/i18n/languages';
import { siteLog } from './lib/log';
import { ROUTE_PATTERN_HEADER } from './lib/metrics/site-metrics';
import { requiresLogin } from './lib/routing/login-guard';
import {
  PREVIEW_COOKIE,
  isPreviewActive,
  previewCookieOptions,
  previewSwitchFor,
  readPreviewRequest,
} from './lib/routing/preview-mode';
import { safeReturnPath } from './shared/content/safe-link';
import { THEME_COOKIE, isTheme } from './lib/theme/theme';

/** Page navigations (not API calls or assets) are where the profile is fetched and guards apply. */
function isPageNavigation(request: Request, pathname: string): boolean {
  return request.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/_');
}

/**
 * A page's own form post (the staff workspace's plain forms post to their page) needs the session as
 * much as its GET does: without it the page would see a signed-out visitor.
 */
function isPageRequest(request: Request, pathname: string): boolean {
  const page = !pathname.startsWith('/api/') && !pathname.startsWith('/_');
  return page && (request.method === 'GET' || request.method === 'POST');
}

/**
 * With PAYMENT_GATEWAY_URL the booking page's card fields post to the gateway's own origin (ADR 011),
 * which the page's connect-src must then allow; embedded, they post to the same-origin /gateway/tokens.
 */
const PAYMENT_GATEWAY_ORIGIN = (() => {
  try {
    const configured = process.env.PAYMENT_GATEWAY_URL?.trim();
    return configured ? new URL(configured).origin : undefined;
  } catch {
    return undefined;
  }
})();

const setup = defineMiddleware(async (context, next) => {
  const { cookies, url, request } = context;
  if (PAYMENT_GATEWAY_ORIGIN) context.csp?.insertDirective(`connect-src 'self' ${PAYMENT_GATEWAY_ORIGIN}`);
  // Follows content changes from the first request on, so cached pages are purged when content changes.
  ensureContentChangeFeed(siteConfig.contentChangesPollMs);
  // The chosen language (cookie), else the browser's (Accept-Language, regional variants included:
  // Astro's preferredLocale matches exact codes only), else English. route-cache-key.ts keys the same.
  const chosen = cookies.get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen)
    ? chosen
    : (firstVisitLanguage(request.headers.get('Accept-Language')) ?? DEFAULT_LOCALE);
  const scope: RequestScope = {
    cookies,
    url,
    now: () => Date.now(),
    clientIp: safeClientAddress(context),
    requestId: request.headers.get('X-Request-Id') ?? crypto.randomUUID(),
    locale,
  };
  const theme = cookies.get(THEME_COOKIE)?.value;
  context.locals.scope = scope;
  context.locals.requestId = scope.requestId;
  context.locals.locale = locale;
  context.locals.documentLang = resolveDocumentLanguage(locale);
  context.locals.t = await getT(locale);
  context.locals.theme = isTheme(theme) ? theme : null;
  // Decided once the profile is known (previewMode): preview is for signed-in content staff only.
  context.locals.preview = false;
  context.locals.session = {
    signedIn: false,
    profile: null,
    wasSignedOut: cookies.get(LOGGED_OUT_COOKIE)?.value === '1',
  };
  // Everything rendered for this request (pages, island renders, their formatters) writes numbers and
  // dates in its language; the page's rendering starts inside next(), so it inherits the store.
  // The language <html lang> states, which the browser formats in after hydration: the two must agree.
  return withDisplayLocale(context.locals.documentLang, () => next());
});

// Preview needs the profile, so this runs after the session. For a signed-in editor or admin, ?mode=1
// turns preview edit mode on for the browser session (?mode=0 off, for anyone); the page then shows a
// short notice and reloads itself without the query after 1 second. Anyone else asking for it is sent
// to the page without the parameter, and their preview cookie (if any) is ignored.
const previewMode = defineMiddleware((context, next) => {
  const { cookies, locals } = context;
  const profile = locals.session.profile;
  locals.preview = isPreviewActive(cookies.get(PREVIEW_COOKIE)?.value, profile);
  const change = readPreviewRequest(context.url);
  if (!change || !isPageNavigation(context.request, context.url.pathname)) return next();
  const target = safeReturnPath(change.cleanPath, context.url.origin);
  const decision = previewSwitchFor(change, profile);
  if (decision === 'refuse') return context.redirect(target, 302);
  if (decision === 'enable') cookies.set(PREVIEW_COOKIE, '1', previewCookieOptions(context.url));
  else cookies.delete(PREVIEW_COOKIE, { path: '/' });
  locals.preview = decision === 'enable';
  return context.rewrite(`/preview-mode?next=${encodeURIComponent(target)}&on=${locals.preview ? 1 : 0}`);
});

// The session lives while ctg_fb_profile_exp is in the future; each navigation refreshes the profile.
// A refused profile call or a missing/expired expiry cookie signs the user out and marks it.
const session = defineMiddleware(async (context, next) => {
  const { cookies, url, locals } = context;
  if (!isPageRequest(context.request, url.pathname)) return next();
  const hasToken = cookies.has(AUTH_TOKEN_COOKIE);
  const token = readAccountToken(locals.scope);
  if (hasToken && !token) {
    endAccountSession(locals.scope, { marked: true });
    locals.session.wasSignedOut = true;
    return next();
  }
  if (!token) return next();
  try {
    const profile = await readSignedInProfile(locals.scope);
    locals.session.signedIn = profile !== null;
    locals.session.profile = profile;
    if (!profile) locals.session.wasSignedOut = true;
  } catch (error) {
    // Reading a page must not fail because the accounts service is down: keep the session, show it
    // without the profile details.
    if (!(error instanceof ServiceUnavailableError)) throw error;
    siteLog.warn({ requestId: locals.requestId, err: error.message }, 'profile unavailable');
    locals.session.signedIn = true;
  }
  return next();
});

const loginGuard = defineMiddleware((context, next) => {
  const { url, locals } = context;
  if (!requiresLogin(url.pathname) || locals.session.signedIn) return next();
  const back = `${url.pathname}${url.search}`;
  return context.redirect(`/account?returnUrl=${encodeURIComponent(back)}`, 302);
});

// A service that cannot be reached renders the 502 page (never a stack trace); Astro renders the 500
// page for any other failure.
const upstreamErrors = defineMiddleware(async (context, next) => {
  try {
    return await next();
  } catch (error) {
    if (error instanceof ServiceUnavailableError) {
      siteLog.error({ requestId: context.locals.requestId, service: error.service }, 'service unavailable');
      return context.rewrite('/502');
    }
    // Astro renders the 500 page; the structured log keeps the request id with the error.
    siteLog.error(
      { requestId: context.locals.requestId, path: context.url.pathname, err: error },
      'page failed',
    );
    throw error;
  }
});

const privateCaching = defineMiddleware(async (context, next) => {
  const response = await next();
  const html = response.headers.get('Content-Type')?.includes('text/html');
  if (html && !response.headers.has('Cache-Control')) {
    // Pages carry the visitor's own header (signed-in name, preview ribbon): never shared caches.
    response.headers.set('Cache-Control', 'private, no-cache');
  }
  // Without a language cookie the page's language is the browser's Accept-Language: any cache must
  // keep one copy per header (the route cache keys on the language itself, route-cache-key.ts). Not
  // `Vary: Cookie`, which the route cache refuses; the cookie's pages are private, no-cache anyway.
  if (html) {
    response.headers.append('Vary', 'Accept-Language');
    // The language of the page's text, as <html lang> states it (English while a language's bundle
    // would be incomplete, resolveDocumentLanguage; the parity test keeps every bundle complete).
    if (!response.headers.has('Content-Language'))
      response.headers.set('Content-Language', context.locals.documentLang);
  }
  return response;
});

// Names the matched route for the request metrics (src/fetch.ts reads and removes the header), so
// requests are counted by pattern (`/flights/[id]`), not by raw path.
const routeLabel = defineMiddleware(async (context, next) => {
  const response = await next();
  try {
    response.headers.set(ROUTE_PATTERN_HEADER, context.routePattern);
  } catch {
    // Immutable headers (a redirect): the request is counted as unmatched.
  }
  return response;
});

function safeClientAddress(context: { clientAddress: string }): string {
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}

export const onRequest = sequence(
  routeLabel,
  setup,
  upstreamErrors,
  session,
  previewMode,
  loginGuard,
  privateCaching,
);
