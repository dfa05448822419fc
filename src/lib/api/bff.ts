import type { APIContext } from 'astro';
import type { ServiceName } from '../config.server';
import { ApiError, DEFAULT_ERROR_MESSAGE } from './envelope';
import { keepDeviceToken } from './device-cookie';
import { captureLoginChallenge } from './login-challenge';
import { sendServiceCall, type ServiceCall } from './service-client';
import { openSession } from './sign-in';
import { BadRequest, SITE_BODY_LIMITS, readJsonObject, writeJson } from './json-body';
import { ServiceUnavailableError } from './transport';

/** Largest JSON body the same-origin API accepts from the browser (SITE_BODY_LIMITS). */
export const MAX_BFF_BODY_BYTES = SITE_BODY_LIMITS.jsonBytes;
/** Picture uploads: a 2 MB image as base64 in JSON (the services check the image rules). */
export const MAX_BFF_UPLOAD_BYTES = SITE_BODY_LIMITS.uploadBytes;

export { BadRequest, readJsonObject };

export function envelopeResponse(
  status: 'Success' | 'Failed' | 'Error',
  statusCode: number,
  message: string,
  data: unknown = null,
): Response {
  // Data that cannot be written as JSON (never expected from a service's JSON) is left out, not a 500.
  const text =
    writeJson({ status, message, data, statusCode }) ??
    JSON.stringify({ status, message, data: null, statusCode });
  return new Response(text, {
    status: statusCode,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/** Wraps an endpoint so bad input answers 4xx and an unreachable service 502 (swallowed by clients). */
export function bffEndpoint(handler: (context: APIContext) => Promise<Response>) {
  return async (context: APIContext): Promise<Response> => {
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof BadRequest) return envelopeResponse('Failed', error.httpStatus, error.message);
      if (error instanceof ServiceUnavailableError)
        return envelopeResponse('Error', 502, DEFAULT_ERROR_MESSAGE);
      if (error instanceof ApiError) {
        const status = error.httpStatus >= 400 && error.httpStatus < 600 ? error.httpStatus : 500;
        return envelopeResponse(status >= 500 ? 'Error' : 'Failed', status, error.message);
      }
      throw error;
    }
  };
}

interface TokenFields {
  access_token?: unknown;
  token_type?: unknown;
  expires_in?: unknown;
}

/**
 * When a sign-in answer carries an account token, start the session with it (HttpOnly cookie, guest
 * shortlist import) and take it and the device token out of what the browser receives: the browser
 * learns that it is signed in and when that ends, nothing more.
 */
async function captureAccountToken(context: APIContext, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object') return body;
  const record = body as Record<string, unknown> & TokenFields;
  const holder = (
    typeof record.data === 'object' && record.data !== null ? record.data : record
  ) as TokenFields & Record<string, unknown>;
  if (typeof holder.access_token !== 'string' || typeof holder.expires_in !== 'number') return body;
  const tokenType = typeof holder.token_type === 'string' ? holder.token_type : 'Bearer';
  const session = await openSession(context.locals.scope, holder.access_token, holder.expires_in, tokenType);
  const { access_token: _token, expires_in: _expiresIn, token_type: _type, deviceToken, ...rest } = holder;
  keepDeviceToken(context.locals.scope, deviceToken);
  const cleaned = { ...rest, tokenType, tokenExpire: session.tokenExpire, profile: session.profile };
  return holder === record ? cleaned : { ...record, data: cleaned };
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The browser's Idempotency-Key header for a POST to the Booking or Hotel API (payments and orders replay the
 * first answer to a repeated key). Undefined when absent; a malformed key is the caller's bad input (400)
 * rather than a call made without it, which could charge twice.
 */
export function idempotencyHeaderOf(
  request: Request | undefined,
  service: ServiceName,
  method: string | undefined,
): Record<string, string> | undefined {
  // The Booking API's payments and orders, and the Hotel API's /Order/OrderCreate, replay by key.
  if ((service !== 'booking' && service !== 'hotel') || method !== 'POST') return undefined;
  const key = request?.headers.get('Idempotency-Key');
  if (key === null || key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new BadRequest('The Idempotency-Key header must be 8 to 64 letters, digits, - or _', 400);
  }
  return { 'Idempotency-Key': key };
}

/** Forwards one allowlisted call and passes the service's status and JSON body back. */
export async function forwardToService(
  context: APIContext,
  service: ServiceName,
  call: ServiceCall,
  options: { captureSignIn?: boolean } = {},
): Promise<Response> {
  const idempotency = idempotencyHeaderOf(context.request, service, call.method);
  const forwarded = idempotency ? { ...call, headers: { ...call.headers, ...idempotency } } : call;
  const { response } = await sendServiceCall(context.locals.scope, service, forwarded);
  if (response.status === 502) return envelopeResponse('Error', 502, DEFAULT_ERROR_MESSAGE);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A JSON envelope passes through as the service wrote it, byte for byte: parsing a page of 20
  // itineraries (96 KB) only to send the same text on cost a search about as much as the answer's own
  // serialising, and decoding it to text and encoding it again was still a tenth of that. What is read
  // (sign-in) or does not look like JSON is parsed, and refused as before when it is not.
  if (!options.captureSignIn && looksLikeJsonEnvelope(response, bytes)) {
    return passThrough(response, bytes);
  }
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // A refusal without an envelope (e.g. the plain 404 of an endpoint the service does not have yet)
    // keeps its status; anything else that is not JSON is a bad gateway.
    if (response.status === 404) return envelopeResponse('Failed', 404, 'This endpoint is not available');
    if (response.status >= 400 && response.status < 500)
      return envelopeResponse('Failed', response.status, DEFAULT_ERROR_MESSAGE);
    return envelopeResponse('Error', 502, DEFAULT_ERROR_MESSAGE);
  }
  if (options.captureSignIn) {
    // A refusal carries a loginToken too: FailedNotActive (403) hands back the LoginNotActive flow's,
    // which must stay in the HttpOnly cookie like any other (ADR 003). Account tokens come only with 2xx.
    if (response.ok) body = await captureAccountToken(context, body);
    body = captureLoginChallenge(context.locals.scope, body);
  }
  const answer = options.captureSignIn ? writeJson(body) : text || 'null';
  if (answer === undefined) return envelopeResponse('Error', 502, DEFAULT_ERROR_MESSAGE);
  return passThrough(response, answer);
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
/** JSON's whitespace: space, tab, line feed, carriage return. */
const JSON_SPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** Declared JSON and shaped as an envelope (an object): what every service answer is. */
function looksLikeJsonEnvelope(response: Response, bytes: Uint8Array): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type) || bytes[0] !== OPEN_BRACE) return false;
  let last = bytes.length - 1;
  while (last > 0 && JSON_SPACE.has(bytes[last]!)) last -= 1;
  return bytes[last] === CLOSE_BRACE;
}

function passThrough(response: Response, answer: string | Uint8Array<ArrayBuffer>): Response {
  const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  // The browser learns that a repeated order or payment answered the first result again (and charged
  // nothing); no other service header is passed on.
  const replayed = response.headers.get('Idempotent-Replayed');
  if (replayed !== null) headers.set('Idempotent-Replayed', replayed);
  return new Response(answer, { status: response.status, headers });
}
