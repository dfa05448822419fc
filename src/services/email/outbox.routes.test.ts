import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { verificationEmail } from './templates';

let enabled: TestServices;
let disabled: TestServices;
beforeAll(async () => {
  enabled = await createTestServices({ OUTBOX_ENABLED: 'true' });
  disabled = await createTestServices({ OUTBOX_ENABLED: 'false' });
});
afterAll(async () => {
  await enabled.close();
  await disabled.close();
});

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
    const all = (await (await enabled.services.main.request('/Dev/Outbox')).json()) as {
      data: { mailer: string; emails: Array<{ to: string; html: string }> };
    };
    expect(all.data.mailer).toBe('outbox');
    expect(all.data.emails.map((email) => email.to)).toEqual(['b@example.com', 'a@example.com']);
    expect(all.data.emails[0]?.html).toContain('Hello B &lt;script&gt;,');
    const one = (await (await enabled.services.main.request('/Dev/Outbox?to=A@example.com')).json()) as {
      data: { emails: unknown[] };
    };
    expect(one.data.emails).toHaveLength(1);
    expect((await enabled.services.main.request('/Dev/Outbox?limit=0')).status).toBe(400);
  });

  it('answers 404 when configuration turns it off', async () => {
    expect((await disabled.services.main.request('/Dev/Outbox')).status).toBe(404);
  });
});
