import { serviceBaseUrls, siteConfig, type ServiceName } from '../config.server';
import type { Endpoint } from '../../shared/contracts/endpoint';
import type { Locale } from '../../shared/i18n/languages';
import { cookieOptions } from './cookies';
import { ApiError, readServiceAnswer, type ApiOutcome } from './envelope';
import { endAccountSession, readAccountToken, type CookieScope } from './session';
import {
  PUBLIC_TOKEN_COOKIE,
  decodePublicToken,
  encodePublicToken,
  needsPublicToken,
  publicTokenExpiry,
} from './token-rules';
import { isCacheableContentRead, keepContentAnswer, readCachedContent } from './content-read-cache';
import { writeJson } from './json-body';
import { sendToService } from './transport';

/** One incoming request, as the server-side clients need it. */
export interface RequestScope extends CookieScope {
  clientIp: string;
  requestId: string;
  /** The reader's interface language, sent as Accept-Language: the services write emails in it. */
  locale?: Locale;
}

export type TokenChoice =
  /** The spec's rule: the account token while the session is active, otherwise the public token. */
  | 'auto'
  | 'public'
  | 'account'
  /**
   * The site's own public token, one per process: for server-side reads of published content, which
   * are the same for every visitor, so a first visit does not have to obtain a token of its own.
   */
  | 'site'
  | 'none';

export interface ServiceCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  token?: TokenChoice;
  /** Extra request headers the caller vouches for (e.g. a validated Idempotency-Key). */
  headers?: Record<string, string>;
}

interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
}

/** Asks the Main API for a public token; `failure` is the error's text when it gives none. */
async function requestPublicToken(scope: RequestScope, failure: string): Promise<TokenAnswer> {
  const response = await sendToService('main', serviceBaseUrls.main, '/Login/publicToken', {
    method: 'POST',
    headers: baseHeaders(scope, 'main'),
    body: JSON.stringify({ siteId: siteConfig.siteId }),
  });
  const outcome = await readServiceAnswer<TokenAnswer>(response, { authenticated: false });
  if (outcome.kind !== 'ok' || typeof outcome.data?.access_token !== 'string') {
    throw new ApiError(failure, response.status);
  }
  return outcome.data;
}

/** Obtains a public token from the Main API and keeps it in its HttpOnly cookie. */
export async function obtainPublicToken(scope: RequestScope, options: { force: boolean }) {
  const current = decodePublicToken(scope.cookies.get(PUBLIC_TOKEN_COOKIE)?.value);
  if (!options.force && current && !needsPublicToken(current, scope.now())) return current;
  const answer = await requestPublicToken(scope, 'A guest session could not be started');
  const record = {
    token: answer.access_token,
    expiresAt: publicTokenExpiry(answer.expires_in, scope.now()),
  };
  scope.cookies.set(
    PUBLIC_TOKEN_COOKIE,
    encodePublicToken(record),
    cookieOptions(scope.url, { httpOnly: true, maxAgeSeconds: (record.expiresAt - scope.now()) / 1000 }),
  );
  return record;
}

function baseHeaders(scope: RequestScope, service: ServiceName): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Request-Id': scope.requestId,
    'X-Client-Ip': scope.clientIp,
  };
  if (scope.locale) headers['Accept-Language'] = scope.locale;
  if (service === 'content') {
    headers['X-Channel-Code'] = 'web';
    headers['X-Site-Code'] = siteConfig.siteId;
  }
  return headers;
}

let siteToken: Promise<{ token: string; expiresAt: number }> | undefined;

/** Drops the site's token so the next call obtains a new one (tests; a rotated token secret). */
export function forgetSiteToken(): void {
  siteToken = undefined;
}

async function obtainSiteToken(scope: RequestScope, forceRefresh: boolean) {
  const current = siteToken && (await siteToken.catch(() => undefined));
  if (!forceRefresh && current && !needsPublicToken(current, Date.now())) return current;
  siteToken = (async () => {
    const answer = await requestPublicToken(scope, 'The site could not obtain a service token');
    return { token: answer.access_token, expiresAt: publicTokenExpiry(answer.expires_in, Date.now()) };
  })();
  return siteToken;
}

async function bearerFor(scope: RequestScope, choice: TokenChoice, forceRefresh: boolean) {
  if (choice === 'none') return { kind: 'none' as const, token: undefined };
  if (choice === 'site')
    return { kind: 'public' as const, token: (await obtainSiteToken(scope, forceRefresh)).token };
  const accountToken = choice === 'public' ? undefined : readAccountToken(scope);
  if (accountToken) return { kind: 'account' as const, token: accountToken };
  if (choice === 'account') throw new ApiError('Please sign in to continue', 401, true);
  const record = await obtainPublicToken(scope, { force: forceRefresh });
  return { kind: 'public' as const, token: record.token };
}

/**
 * The call's body as JSON text. Data that cannot be written as JSON (a BigInt, a cycle, nesting too deep
 * for the serialiser) is the caller's bad input: a 400, never an exception that ends as a 500.
 */
function serialiseBody(body: unknown): string {
  const text = writeJson(body);
  if (text === undefined) throw new ApiError('The request data cannot be sent as JSON', 400);
  return text;
}

/**
 * Sends a call and returns the raw response, applying the token rules: the bearer by the spec's rule,
 * one retry with a fresh public token on 401 or 403, and sign-out when an account token is refused.
 */
export async function sendServiceCall(
  scope: RequestScope,
  service: ServiceName,
  call: ServiceCall,
): Promise<{ response: Response; usedAccountToken: boolean }> {
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const path = `${call.path}${query ? `?${query}` : ''}`;
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  // Published content reads by the site's pages use the site's token and the short read cache.
  const contentRead =
    service === 'content' && isCacheableContentRead(method, path) && (call.token ?? 'site') === 'site';
  if (contentRead) {
    const cached = readCachedContent(path, Date.now());
    if (cached) return { response: cached, usedAccountToken: false };
  }
  const choice: TokenChoice = call.token ?? (service === 'content' && method === 'GET' ? 'site' : 'auto');
  const body = call.body !== undefined && method !== 'GET' ? serialiseBody(call.body) : undefined;
  const attempt = async (forceRefresh: boolean) => {
    const bearer = await bearerFor(scope, choice, forceRefresh);
    const headers = { ...call.headers, ...baseHeaders(scope, service) };
    if (bearer.token) headers.Authorization = `Bearer ${bearer.token}`;
    const response = await sendToService(service, serviceBaseUrls[service], path, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    return { response, bearer };
  };
  let { response, bearer } = await attempt(false);
  if (bearer.kind === 'public' && (response.status === 401 || response.status === 403)) {
    ({ response, bearer } = await attempt(true));
  }
  if (bearer.kind === 'account' && response.status === 401) {
    endAccountSession(scope, { marked: true });
  }
  if (contentRead) response = await keepContentAnswer(path, response, Date.now());
  return { response, usedAccountToken: bearer.kind === 'account' };
}

/** Sends a call and reads the answer by the client rules (envelope, 401, 502). */
export async function callService<T>(
  scope: RequestScope,
  service: ServiceName,
  call: ServiceCall,
): Promise<ApiOutcome<T>> {
  const { response, usedAccountToken } = await sendServiceCall(scope, service, call);
  return readServiceAnswer<T>(response, { authenticated: usedAccountToken });
}

/**
 * Calls an entry of the endpoint catalogue from the server (its service, method and path; the bearer by
 * its auth kind unless `token` says otherwise) and reads the answer as callService does.
 */
export function callServiceEndpoint<Request, Response>(
  scope: RequestScope,
  endpoint: Endpoint<Request, Response>,
  body?: Request,
  options: { token?: TokenChoice } = {},
): Promise<ApiOutcome<Response>> {
  return callService<Response>(scope, endpoint.service, {
    method: endpoint.method,
    path: endpoint.path,
    ...(body === undefined ? {} : { body }),
    token: options.token ?? endpoint.auth,
  });
}

/** Like callService, for pages that need the data: a swallowed 502 becomes undefined. */
export async function loadFromService<T>(
  scope: RequestScope,
  service: ServiceName,
  call: ServiceCall,
): Promise<T | undefined> {
  const outcome = await callService<T>(scope, service, call);
  return outcome.kind === 'ok' ? outcome.data : undefined;
}
