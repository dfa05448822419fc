/**
 * The Content API's editor endpoints, reachable through the site (the embedded services have no public
 * address): GET/PUT /api/content-editor/entries/{type}/{key}, POST …/publish and …/unpublish. The
 * caller's credential goes to the Content API, which checks it (nothing here trusts it): a machine
 * client's editor key (Authorization: Bearer, CONTENT_EDITOR_TOKEN), or else the signed-in visitor's
 * account token, which passes only when the account is an editor or admin. A successful write purges this instance's route cache at once by
 * the tags the API answers; other instances follow through the change feed.
 */
import type { APIRoute } from 'astro';
import { BadRequest, bffEndpoint, envelopeResponse, readJsonObject } from '../../../lib/api/bff';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api/envelope';
import { readAccountToken } from '../../../lib/api/session';
import { sendToService } from '../../../lib/api/transport';
import { runningContentChangeFeed } from '../../../lib/cache/content-change-polling';
import { applyContentChange } from '../../../lib/cache/content-invalidation';
import { serviceBaseUrls } from '../../../lib/config.server';

const EDITOR_PATH = /^entries\/[a-zA-Z]{1,20}\/[a-z0-9][a-z0-9-]{0,79}(\/(publish|unpublish))?$/;

/** A write's body is re-serialised JSON; the largest entry (a long page) is well under this. */
const MAX_EDITOR_BODY_BYTES = 256 * 1024;

const forward: APIRoute = bffEndpoint(async (context) => {
  const path = context.params.path ?? '';
  const { method } = context.request;
  const isAction = /\/(publish|unpublish)$/.test(path);
  const allowed = method === 'GET' || method === 'PUT' ? !isAction : method === 'POST' && isAction;
  if (!EDITOR_PATH.test(path) || !allowed) return envelopeResponse('Failed', 404, 'Not found');
  const body = method === 'GET' ? undefined : await readJsonObject(context.request, MAX_EDITOR_BODY_BYTES);
  const presented = context.request.headers.get('Authorization');
  if (presented && presented.length > 512) throw new BadRequest('The Authorization header is too long');
  const accountToken = readAccountToken(context.locals.scope);
  const authorization = presented ?? (accountToken ? `Bearer ${accountToken}` : null);
  const response = await sendToService('content', serviceBaseUrls.content, `/editor/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Request-Id': context.locals.requestId,
      'X-Client-Ip': context.locals.scope.clientIp,
      ...(authorization ? { Authorization: authorization } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  let answer: { data?: { cacheTags?: unknown; changeId?: unknown } } | null;
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    return envelopeResponse('Error', 502, DEFAULT_ERROR_MESSAGE);
  }
  const tags = answer?.data?.cacheTags;
  const changeId = answer?.data?.changeId;
  if (response.ok && method !== 'GET' && Array.isArray(tags)) {
    applyContentChange({ tags: tags.filter((tag): tag is string => typeof tag === 'string') });
    if (typeof changeId === 'number') runningContentChangeFeed()?.noteAppliedHere(changeId);
  }
  return new Response(JSON.stringify(answer), {
    status: response.status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
});

export const GET = forward;
export const PUT = forward;
export const POST = forward;
