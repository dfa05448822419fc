/**
 * Account enumeration by timing (issue 9, item 7): forgot-password and sign-up must answer as fast for
 * a registered address as for an unknown one. The largest difference a mail server could make is the
 * answer waiting for it, so this holds a delivery in flight on an SMTP server that never accepts the
 * message, and checks that both answers for a registered address and an unknown one come back while it
 * hangs. That the two paths do the same database work is checked statement by statement in
 * security/equal-work.test.ts; the remaining difference in milliseconds is measured, not asserted, by
 * `npm run bench:account-timing` (docs/principles.md: no timed assertions in tests).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createActiveAccount } from '../account/account-test-kit';
import { createSmtpTransport } from '../platform/mailer';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { createMailDeliverer } from './mail-deliverer';

let smtp: SMTPServer;
let t: TestServices;
/** Resolves when the SMTP server has started receiving a message (a delivery is in flight). */
let deliveryStarted: Promise<void>;
/** Lets the SMTP server accept what it holds, so the deliverer can finish before the services close. */
let releaseSmtp: () => void = () => undefined;
const smtpReleased = new Promise<void>((resolve) => (releaseSmtp = resolve));

beforeAll(async () => {
  let markStarted: () => void = () => undefined;
  deliveryStarted = new Promise<void>((resolve) => (markStarted = resolve));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      markStarted();
      stream.resume();
      stream.on('end', () => void smtpReleased.then(() => callback()));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestServices({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  releaseSmtp();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let request = 0;
/** The status of one POST, each from its own client address, below the per-address limits. */
async function post(path: string, body: unknown): Promise<number> {
  request += 1;
  const headers = { 'X-Client-Ip': `10.77.0.${request}` };
  return (await t.services.main.request(path, jsonRequest('POST', body, headers))).status;
}

const signup = (email: string) => ({
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  newPassword: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  marketingOptIn: false,
});

describe('answers never wait for the mail server', () => {
  it('forgot-password and sign-up answer, for known and unknown addresses, while a delivery hangs', async () => {
    await createActiveAccount(t, 'timing-known@example.com', { givenName: 'Known' });
    // Queue one email and start delivering it: the SMTP server takes the message and never answers.
    expect(await post('/ForgotPassword/RequestResetPassword', { email: 'timing-known@example.com' })).toBe(
      200,
    );
    const smtpUrl = t.platform.config.smtpUrl ?? '';
    const deliverer = createMailDeliverer(
      t.platform,
      createSmtpTransport(smtpUrl, t.platform.config.mailFrom),
    );
    const delivery = deliverer.deliverDue();
    await deliveryStarted;

    const statuses = [
      await post('/ForgotPassword/RequestResetPassword', { email: 'timing-known@example.com' }),
      await post('/ForgotPassword/RequestResetPassword', { email: 'timing-unknown@example.com' }),
      await post('/Signup/AccountSignup', signup('timing-known@example.com')),
      await post('/Signup/AccountSignup', signup('timing-unknown@example.com')),
    ];
    expect(statuses).toEqual([200, 200, 200, 200]);

    // Only now may the held delivery finish: the answers above came back while it hung.
    releaseSmtp();
    expect((await delivery).delivered).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
