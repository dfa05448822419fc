import { asc, desc, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { OutboxQuerySchema } from '../../shared/contracts/outbox';
import { isLoopbackAddress, mayReadOutbox } from '../../shared/domain/outbox-access';
import { outboxEmailAttachments, outboxEmails } from '../db/schema';
import type { ServiceEnv } from '../http/app-factory';
import { failed, success } from '../http/envelope';
import { parseInput } from '../http/validate';
import { describeRoute } from '../http/openapi';
import type { Platform } from '../platform/platform';

/** The socket peer when the services run as their own server (standalone.ts); none when in process. */
function socketPeer(c: Context<ServiceEnv>): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * The outbox answers only a local caller: the end user the site forwards (X-Client-Ip) is on loopback
 * with no proxy header, and, over a socket (the standalone services server), the caller itself is too.
 * In process (embedded) the site has already applied the same rule to the browser's address.
 */
function isLocalCaller(c: Context<ServiceEnv>): boolean {
  if (!mayReadOutbox(c.req.raw.headers, c.req.header('X-Client-Ip'))) return false;
  const peer = socketPeer(c);
  return peer === undefined || isLoopbackAddress(peer);
}

/**
 * GET /Dev/Outbox: the database outbox (queued and delivered email), newest first, for the site's
 * /dev/outbox pages and the e2e tests. Answers only when configuration enables it (OUTBOX_ENABLED, never
 * by default in production) and only to a local caller; 404 otherwise, as if absent.
 */
export function outboxRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();
  const outboxDoc = describeRoute({
    summary: 'The database outbox, newest first (development, local callers; 404 otherwise)',
    query: OutboxQuerySchema,
    errors: [404],
  });
  app.get('/Dev/Outbox', outboxDoc, async (c) => {
    if (!platform.config.outboxEnabled || !isLocalCaller(c)) {
      return failed(c, 404, `No such endpoint: GET ${c.req.path}`);
    }
    const query = parseInput(OutboxQuerySchema, c.req.query());
    const limit = typeof query.limit === 'number' ? query.limit : 50;
    const rows = await platform.database.db
      .select()
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(query.to ? 500 : limit);
    const chosen = rows
      .filter((row) => !query.to || row.recipient.toLowerCase() === query.to)
      .slice(0, limit);
    const files = chosen.length
      ? await platform.database.db
          .select()
          .from(outboxEmailAttachments)
          .where(
            inArray(
              outboxEmailAttachments.emailId,
              chosen.map((row) => row.id),
            ),
          )
          .orderBy(asc(outboxEmailAttachments.position))
      : [];
    const emails = chosen.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      html: row.html,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      // Files sent with it (a booking's .ics), so a reader sees the whole message.
      attachments: files
        .filter((file) => file.emailId === row.id)
        .map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    }));
    return success(c, { mailer: platform.mailer.kind, emails });
  });
  return app;
}
