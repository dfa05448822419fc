import type { APIRoute } from 'astro';
import { envelopeResponse } from '../../lib/api/bff';
import { loadOutbox } from '../../lib/api/outbox';
import { routeNotFound } from '../../lib/routing/route-validity';

/** The development outbox as JSON (newest first; ?to=address, ?limit=1-200). 404 when turned off. */
export const GET: APIRoute = async ({ locals, url }) => {
  const to = url.searchParams.get('to') ?? undefined;
  const limit = url.searchParams.get('limit') ?? undefined;
  const outbox = await loadOutbox(locals.scope, { to, limit });
  if (!outbox) return routeNotFound();
  return envelopeResponse('Success', 200, '', outbox);
};
