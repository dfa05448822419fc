/** robots.txt: everything public may be crawled except the private and transactional paths. */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../features/content/sitemap';

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(url.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
