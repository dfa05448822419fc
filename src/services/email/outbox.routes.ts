import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { outboxEmails } from '../db/schema';
import type { ServiceEnv } from '../http/app-factory';
import { failed, success } from '../http/envelope';
import { parseInput } from '../http/validate';
import type { Platform } from '../platform/platform';

const QuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'limit must be 1 to 200'),
      v.transform(Number),
      v.minValue(1, 'limit must be 1 to 200'),
      v.maxValue(200, 'limit must be 1 to 200'),
    ),
    '50',
  ),
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
});

/**
 * GET /Dev/Outbox: the database outbox, newest first, for the site's /dev/outbox pages and the e2e
 * tests. Answers only when configuration enables it (OUTBOX_ENABLED); 404 otherwise, as if absent.
 */
export function outboxRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();
  app.get('/Dev/Outbox', async (c) => {
    if (!platform.config.outboxEnabled) return failed(c, 404, `No such endpoint: GET ${c.req.path}`);
    const query = parseInput(QuerySchema, c.req.query());
    const limit = typeof query.limit === 'number' ? query.limit : 50;
    const rows = await platform.database.db
      .select()
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(query.to ? 500 : limit);
    const emails = rows
      .filter((row) => !query.to || row.recipient.toLowerCase() === query.to)
      .slice(0, limit)
      .map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      }));
    return success(c, { mailer: platform.mailer.kind, emails });
  });
  return app;
}
