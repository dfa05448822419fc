import type { APIRoute } from 'astro';
import { envelopeResponse } from '../../lib/api/bff';
import { isOutboxReader, loadOutbox, readOutboxQuery } from '../../lib/api/outbox';
import { routeNotFound } from '../../lib/routing/route-validity';

/**
 * The development outbox as JSON (newest first; ?to=address, ?limit=1-200). 404 unless the outbox is on
 * and the client is local (loopback, no proxy); 400 with a clear message for a bad query.
 */
export const GET: APIRoute = async (context) => {
  if (!isOutboxReader(context)) return routeNotFound();
  const query = readOutboxQuery(context.url);
  if (!query.ok) return envelopeResponse('Failed', 400, query.message);
  const outbox = await loadOutbox(context.locals.scope, query.query);
  if (!outbox) return routeNotFound();
  return envelopeResponse('Success', 200, '', outbox);
};
