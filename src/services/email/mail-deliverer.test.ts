import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema';
import type { MailTransport, OutgoingEmail } from '../platform/mailer';
import { createTestServices, type TestServices } from '../testing/test-platform';
import {
  DELIVERY_LEASE_MS,
  MAX_DELIVERY_ATTEMPTS,
  createMailDeliverer,
  retryDelayMs,
} from './mail-deliverer';
import { mailStartupNotices } from './mail-startup';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.platform.database.db.delete(outboxEmails);
});

const email = (to: string): OutgoingEmail => ({ to, subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
const rowFor = async (to: string) =>
  (await t.platform.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, to)))[0];

/** A transport that records what it sent, failing while `failing` is set. */
function recordingTransport() {
  const sent: string[] = [];
  const transport: MailTransport & { sent: string[]; failing: boolean } = {
    sent,
    failing: false,
    deliver: async (message) => {
      if (transport.failing) throw new Error('421 mail server busy');
      sent.push(message.to);
    },
  };
  return transport;
}

describe('the outbox queue', () => {
  it('send only queues the email; the deliverer delivers it and marks it delivered', async () => {
    const transport = recordingTransport();
    await t.platform.mailer.send(email('queued@example.com'));
    expect(await rowFor('queued@example.com')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(transport.sent).toEqual([]);
    const report = await createMailDeliverer(t.platform, transport).deliverDue();
    expect(report).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(transport.sent).toEqual(['queued@example.com']);
    const row = await rowFor('queued@example.com');
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    expect(row?.deliveredAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('without SMTP marks the email delivered and leaves it readable in the outbox', async () => {
    await t.platform.mailer.send(email('kept@example.com'));
    expect(await createMailDeliverer(t.platform, undefined).deliverDue()).toMatchObject({ delivered: 1 });
    expect(await rowFor('kept@example.com')).toMatchObject({ status: 'delivered', text: 'Hi' });
  });

  it('retries a failed delivery with exponential back-off, then gives up after the last attempt', async () => {
    const transport = recordingTransport();
    transport.failing = true;
    const deliverer = createMailDeliverer(t.platform, transport);
    await t.platform.mailer.send(email('flaky@example.com'));
    expect(await deliverer.deliverDue()).toMatchObject({ retrying: 1 });
    let row = await rowFor('flaky@example.com');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: '421 mail server busy' });
    expect(row?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + retryDelayMs(1));
    // Not due before its back-off has passed.
    t.clock.advance(retryDelayMs(1) - 1);
    expect(await deliverer.deliverDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    t.clock.advance(1);
    expect(await deliverer.deliverDue()).toMatchObject({ retrying: 1 });
    row = await rowFor('flaky@example.com');
    expect(row?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    // The mail server recovers: the next due attempt delivers it.
    transport.failing = false;
    t.clock.advance(retryDelayMs(2));
    expect(await deliverer.deliverDue()).toMatchObject({ delivered: 1 });
    expect(await rowFor('flaky@example.com')).toMatchObject({ status: 'delivered', attempts: 3 });

    transport.failing = true;
    await t.platform.mailer.send(email('gone@example.com'));
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      await deliverer.deliverDue();
      t.clock.advance(retryDelayMs(attempt));
    }
    expect(await rowFor('gone@example.com')).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
    });
    expect(await deliverer.deliverDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
  });

  it('delivers each email once when several deliverers run at the same time', async () => {
    const transport = recordingTransport();
    const addresses = Array.from({ length: 30 }, (_, i) => `many-${i}@example.com`);
    for (const address of addresses) await t.platform.mailer.send(email(address));
    const deliverers = Array.from({ length: 4 }, () => createMailDeliverer(t.platform, transport));
    for (let pass = 0; pass < 3; pass += 1) await Promise.all(deliverers.map((d) => d.deliverDue()));
    expect([...transport.sent].sort()).toEqual([...addresses].sort());
  });

  it('takes back an email whose deliverer died mid-delivery once its lease has run out', async () => {
    await t.platform.mailer.send(email('orphan@example.com'));
    const now = t.clock.now();
    // As a claim leaves it: attempt counted, leased, never finished.
    await t.platform.database.db
      .update(outboxEmails)
      .set({ attempts: 1, nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
      .where(eq(outboxEmails.recipient, 'orphan@example.com'));
    const transport = recordingTransport();
    const deliverer = createMailDeliverer(t.platform, transport);
    expect(await deliverer.deliverDue()).toMatchObject({ delivered: 0 });
    t.clock.advance(DELIVERY_LEASE_MS);
    expect(await deliverer.deliverDue()).toMatchObject({ delivered: 1 });
    expect(transport.sent).toEqual(['orphan@example.com']);
  });

  it('polls in the background once started, and stop() ends it', async () => {
    const transport = recordingTransport();
    const deliverer = createMailDeliverer(t.platform, transport);
    await t.platform.mailer.send(email('background@example.com'));
    deliverer.start(5);
    await expect.poll(() => transport.sent, { timeout: 5_000 }).toEqual(['background@example.com']);
    await deliverer.stop();
    await t.platform.mailer.send(email('after-stop@example.com'));
    expect(await rowFor('after-stop@example.com')).toMatchObject({ status: 'queued' });
  });
});

describe('start-up notices', () => {
  it('say who can read the outbox, and warn in production when SITE_URL is unset', () => {
    const notices = mailStartupNotices(
      { ...t.platform.config, outboxEnabled: true, siteUrl: 'http://localhost:4321' },
      { NODE_ENV: 'production' },
    );
    expect(notices.map((notice) => notice.message).join('\n')).toMatch(/Only clients on this machine/);
    expect(notices).toContainEqual({ level: 'warn', message: expect.stringMatching(/^SITE_URL is not set/) });
    const configured = mailStartupNotices(
      { ...t.platform.config, outboxEnabled: false },
      { NODE_ENV: 'production', SITE_URL: 'https://ctg.example' },
    );
    expect(configured.filter((notice) => notice.level === 'warn')).toEqual([]);
  });
});
