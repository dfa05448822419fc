import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { BadRequest, bffEndpoint, forwardToService, readJsonObject } from '../../lib/api/bff';
import { isAllowedContentPath } from '../../lib/api/endpoint-allowlist';
import { readSignedInProfile } from '../../lib/api/signed-in-profile';
import { PREVIEW_COOKIE, contentQueryForIsland, isPreviewActive } from '../../lib/routing/preview-mode';

const CmsRequestSchema = v.object({
  url: v.pipe(v.string('url is required'), v.maxLength(300)),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
});

/**
 * Reads content for islands. `timestamp` only defeats caches; `fc-preview` (default 0) asks for drafts,
 * which are served only to a signed-in editor or admin whose browser session is in preview edit mode
 * (then the call carries their account token, and the Content API checks the role again). A `preview`
 * in params is never forwarded.
 */
export const POST: APIRoute = bffEndpoint(async (context) => {
  const parsed = v.safeParse(CmsRequestSchema, await readJsonObject(context.request));
  if (!parsed.success) throw new BadRequest(parsed.issues[0].message);
  const path = parsed.output.url.split('?')[0] ?? '';
  if (!isAllowedContentPath(path)) throw new BadRequest('This content path is not available');
  const askedForPreview = (context.url.searchParams.get('fc-preview') ?? '0') === '1';
  const previewCookie = context.cookies.get(PREVIEW_COOKIE)?.value;
  // The profile is fetched only when drafts are asked for, by a browser that has the preview cookie.
  const previewing =
    askedForPreview &&
    previewCookie === '1' &&
    isPreviewActive(previewCookie, await readSignedInProfile(context.locals.scope));
  const query = contentQueryForIsland(parsed.output.params ?? {}, { askedForPreview, previewing });
  return forwardToService(context, 'content', {
    method: 'GET',
    path,
    query,
    ...(previewing ? { token: 'account' as const } : {}),
  });
});
