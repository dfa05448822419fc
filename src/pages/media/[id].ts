import type { APIRoute } from 'astro';
import { bffEndpoint, envelopeResponse } from '../../lib/api/bff';
import { passFileThrough } from '../../lib/api/file-pass-through';
import { sendServiceCall } from '../../lib/api/service-client';

/**
 * A media library image (issue 24) on the site's own origin, so pages show it under the CSP's
 * img-src 'self': the Content API's public /media/{id}.webp passed through as it is, with its year-long
 * immutable caching (a new upload gets a new address). The file name is checked here first so nothing
 * else reaches the service through this route.
 */
export const GET: APIRoute = bffEndpoint(async (context) => {
  const file = context.params.id ?? '';
  if (!/^[a-f0-9]{24}\.webp$/.test(file)) return envelopeResponse('Failed', 404, 'No such image');
  const thumbnail = context.url.searchParams.get('size') === 'thumbnail';
  const { response } = await sendServiceCall(context.locals.scope, 'content', {
    method: 'GET',
    path: `/media/${file}`,
    query: thumbnail ? { size: 'thumbnail' } : {},
    token: 'none',
  });
  const image = passFileThrough(response, (type) => type === 'image/webp', {
    'Content-Type': 'image/webp',
    'Cache-Control': response.headers.get('Cache-Control') ?? 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  });
  if (image) return image;
  return envelopeResponse('Failed', 404, 'No such image');
});
