/**
 * sitemap.xml of every published page, insight, deal and promotion (the Content API's /sitemap, which
 * never lists drafts: the site never asks it for preview here), plus the listing pages.
 */
import type { APIRoute } from 'astro';
import { callService } from '../lib/api/service-client';
import { SitemapSchema } from '../shared/contracts/cms';
import { sitemapXml } from '../features/content/sitemap';
import * as v from 'valibot';

export const GET: APIRoute = async ({ locals, url }) => {
  const outcome = await callService<unknown>(locals.scope, 'content', { path: '/sitemap' });
  if (outcome.kind === 'swallowed') return new Response('Sitemap unavailable', { status: 503 });
  const entries = v.parse(SitemapSchema, outcome.data);
  return new Response(sitemapXml(url.origin, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
    },
  });
};
