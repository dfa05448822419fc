import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { BadRequest, bffEndpoint, forwardToService, readJsonObject } from '../../../lib/api/bff';
import { HOTEL_PATHS, allowedMethod } from '../../../lib/api/endpoint-allowlist';

const RequestServiceSchema = v.object({
  isAuth: v.optional(v.boolean(), false),
  apiConfig: v.object({
    method: v.optional(v.picklist(['GET', 'POST', 'get', 'post']), 'POST'),
    url: v.pipe(v.string('apiConfig.url is required'), v.maxLength(200)),
    data: v.optional(v.unknown()),
    params: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
  }),
});

/**
 * Relays a Hotel API call; the url must be one of the Hotel API's paths (spec §7). The browser's
 * Idempotency-Key header goes along (forwardToService), so a resent /Order/OrderCreate replays the
 * first answer rather than booking the room twice.
 */
export const POST: APIRoute = bffEndpoint(async (context) => {
  const parsed = v.safeParse(RequestServiceSchema, await readJsonObject(context.request));
  if (!parsed.success) throw new BadRequest(parsed.issues[0].message);
  const { isAuth, apiConfig } = parsed.output;
  const method = allowedMethod(HOTEL_PATHS, apiConfig.url);
  if (!method || method !== apiConfig.method.toUpperCase()) {
    throw new BadRequest('This hotel service path is not available');
  }
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(apiConfig.params ?? {})) query[key] = String(value);
  return forwardToService(context, 'hotel', {
    method,
    path: apiConfig.url,
    query,
    body: apiConfig.data ?? {},
    token: isAuth ? 'account' : 'auto',
  });
});
