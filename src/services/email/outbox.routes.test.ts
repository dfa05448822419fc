import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { verificationEmail } from './templates';

let enabled: TestServices;
let disabled: TestServices;
let production: TestServices;
beforeAll(async () => {
  enabled = await createTestServices({ OUTBOX_ENABLED: 'true' });
  disabled = await createTestServices({ OUTBOX_ENABLED: 'false' });
  production = await createTestServices({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await enabled.close();
  await disabled.close();
  await production.close();
});

/** As the site forwards a browser on this machine. */
const LOCAL = { 'X-Client-Ip': '127.0.0.1' };
const outbox = (t: TestServices, query = '', headers: Record<string, string> = LOCAL, env?: object) =>
  t.services.main.request(`/Dev/Outbox${query}`, { headers }, env);

describe('GET /Dev/Outbox', () => {
  it('lists the outbox newest first, filtered by recipient, when enabled', async () => {
    await enabled.platform.mailer.send(
      verificationEmail({ to: 'a@example.com', firstName: 'A', link: 'https://x.example/1', validHours: 24 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enabled.platform.mailer.send(
      verificationEmail({
        to: 'b@example.com',
        firstName: 'B <script>',
        link: 'https://x.example/2',
        validHours: 24,
      }),
    );
    const all = (await (await outbox(enabled)).json()) as {
      data: { mailer: string; emails: Array<{ to: string; html: string; status: string }> };
    };
    expect(all.data.mailer).toBe('outbox');
    expect(all.data.emails.map((email) => email.to)).toEqual(['b@example.com', 'a@example.com']);
    expect(all.data.emails[0]?.html).toContain('Hello B &lt;script&gt;,');
    expect(all.data.emails[0]?.status).toBe('queued');
    const one = (await (await outbox(enabled, '?to=A@example.com')).json()) as {
      data: { emails: unknown[] };
    };
    expect(one.data.emails).toHaveLength(1);
  });

  it("shows an email's attachments, in order", async () => {
    const to = 'files@example.com';
    await enabled.platform.mailer.send({
      ...verificationEmail({ to, firstName: 'F', link: 'https://x.example/3', validHours: 24 }),
      attachments: [
        { filename: 'stay.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
        { filename: 'notes.txt', contentType: 'text/plain', content: 'second' },
      ],
    });
    const answer = (await (await outbox(enabled, `?to=${to}`)).json()) as {
      data: { emails: Array<{ attachments: Array<{ filename: string; content: string }> }> };
    };
    expect(answer.data.emails[0]?.attachments).toEqual([
      { filename: 'stay.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
      { filename: 'notes.txt', contentType: 'text/plain', content: 'second' },
    ]);
  });

  it.each([
    ['limit=0', 'limit: must be a whole number from 1 to 200'],
    ['limit=abc', 'limit: must be a whole number from 1 to 200'],
    ['limit=-1', 'limit: must be a whole number from 1 to 200'],
    ['limit=201', 'limit: must be a whole number from 1 to 200'],
    [`to=${'a'.repeat(5000)}`, 'to: must be an email address of at most 254 characters'],
  ])('answers 400 to ?%s', async (query, message) => {
    const response = await outbox(enabled, `?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'Failed', message });
  });

  it('answers 404 when configuration turns it off', async () => {
    expect((await outbox(disabled)).status).toBe(404);
  });

  it('answers 404 in production unless OUTBOX_ENABLED=true is set explicitly', async () => {
    expect(production.platform.config.outboxEnabled).toBe(false);
    expect((await outbox(production)).status).toBe(404);
  });

  it.each([
    ['no client address', {}],
    ['a client elsewhere', { 'X-Client-Ip': '203.0.113.9' }],
    ['a loopback client behind a proxy (X-Forwarded-For)', { ...LOCAL, 'X-Forwarded-For': '127.0.0.1' }],
    ['a loopback client behind a proxy (Forwarded)', { ...LOCAL, Forwarded: 'for=127.0.0.1' }],
    ['a loopback client behind a proxy (X-Real-IP)', { ...LOCAL, 'X-Real-IP': '127.0.0.1' }],
  ])('answers 404 to %s', async (_case, headers: Record<string, string>) => {
    const response = await outbox(enabled, '', headers);
    expect(response.status).toBe(404);
    // The answer of a path that does not exist: nothing tells the caller the outbox is there.
    const absent = await enabled.services.main.request('/Dev/Outbox/none', { headers });
    expect(await response.json()).toEqual({
      ...((await absent.json()) as object),
      message: 'No such endpoint: GET /Dev/Outbox',
    });
  });

  it('over a socket (the standalone services server), answers only a caller on this machine', async () => {
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
    expect((await outbox(enabled, '', LOCAL, from('10.0.0.7'))).status).toBe(404);
    expect((await outbox(enabled, '', LOCAL, from('::ffff:127.0.0.1'))).status).toBe(200);
    expect((await outbox(enabled, '', LOCAL, from('::1'))).status).toBe(200);
  });
});
