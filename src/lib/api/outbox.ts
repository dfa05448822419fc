import * as v from 'valibot';
import { OutboxQuerySchema, OutboxSchema, type Outbox } from '../../shared/contracts/outbox';
import { mayReadOutbox } from '../../shared/domain/outbox-access';
import { ApiError } from './envelope';
import { callService, type RequestScope } from './service-client';

export type { Outbox };

/** The parts of an Astro request context the outbox pages look at. */
interface OutboxRequest {
  request: Request;
  clientAddress: string;
}

/**
 * Whether this browser may see the development outbox: it must be on this machine and reach the server
 * directly (loopback, no proxy header). Everyone else is told the page does not exist.
 */
export function isOutboxReader(context: OutboxRequest): boolean {
  let clientAddress: string | undefined;
  try {
    clientAddress = context.clientAddress;
  } catch {
    // An adapter that cannot tell the client's address: not provably local.
    clientAddress = undefined;
  }
  return mayReadOutbox(context.request.headers, clientAddress);
}

/** The outbox query of a URL, validated: the query to send on, or the message of a 400. */
export function readOutboxQuery(
  url: URL,
): { ok: true; query: { to?: string; limit: string } } | { ok: false; message: string } {
  const parsed = v.safeParse(OutboxQuerySchema, {
    ...(url.searchParams.has('to') ? { to: url.searchParams.get('to') } : {}),
    ...(url.searchParams.has('limit') ? { limit: url.searchParams.get('limit') } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const key = issue.path?.map((item) => String(item.key)).join('.');
    return { ok: false, message: key ? `${key}: ${issue.message}` : issue.message };
  }
  const { to, limit } = parsed.output;
  return { ok: true, query: { ...(to ? { to } : {}), limit: String(limit) } };
}

/**
 * The development outbox (email the product queued: with no SMTP server configured it stays there).
 * Undefined when the Main API does not offer it (configuration turns it off in production, or the
 * caller is not local).
 */
export async function loadOutbox(
  scope: RequestScope,
  query: { to?: string; limit?: string },
): Promise<Outbox | undefined> {
  try {
    const outcome = await callService<unknown>(scope, 'main', { path: '/Dev/Outbox', query, token: 'none' });
    if (outcome.kind !== 'ok') return undefined;
    const parsed = v.safeParse(OutboxSchema, outcome.data);
    return parsed.success ? parsed.output : undefined;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return undefined;
    throw error;
  }
}
