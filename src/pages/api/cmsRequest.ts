import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { BadRequest, bffEndpoint, forwardToService, readJsonObject } from '../../lib/api/bff';
import { isAllowedContentPath } from '../../lib/api/endpoint-allowlist';

const CmsRequestSchema = v.object({
  url: v.pipe(v.string('url is required'), v.maxLength(300)),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
});

/**
 * Reads content for islands. `timestamp` only defeats caches; `fc-preview` (default 0) asks for drafts,
 * which are served only while the browser session is in preview edit mode.
 */
export const POST: APIRoute = bffEndpoint(async (context) => {
  const parsed = v.safeParse(CmsRequestSchema, await readJsonObject(context.request));
  if (!parsed.success) throw new BadRequest(parsed.issues[0].message);
  const path = parsed.output.url.split('?')[0] ?? '';
  if (!isAllowedContentPath(path)) throw new BadRequest('This content path is not available');
  const wantsPreview = (context.url.searchParams.get('fc-preview') ?? '0') === '1';
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed.output.params ?? {})) query[key] = String(value);
  if (wantsPreview && context.locals.preview) query.preview = '1';
  return forwardToService(context, 'content', { method: 'GET', path, query });
});
