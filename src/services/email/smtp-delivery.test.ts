import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { createActiveAccount } from '../account/account-test-kit';
import { createSmtpTransport } from '../platform/mailer';
import { createMailDeliverer } from './mail-deliverer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
let t: TestServices;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestServices({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'CTG Business Class <no-reply@ctg.example>',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Undoes quoted-printable soft breaks and escapes, enough to read the code and the markup. */
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('email over SMTP', () => {
  it('delivers the reset code to a real SMTP server as text and HTML', async () => {
    expect(t.platform.mailer.kind).toBe('smtp');
    await createActiveAccount(t, 'smtp-user@example.com', { givenName: 'Iris' });
    received = [];
    const response = await t.services.main.request(
      '/ForgotPassword/RequestResetPassword',
      jsonRequest('POST', { email: 'smtp-user@example.com' }, { 'X-Client-Ip': '10.8.0.1' }),
    );
    expect(response.status).toBe(200);
    // The answer only queued the email; the deliverer sends it.
    expect(received).toHaveLength(0);
    const smtpUrl = t.platform.config.smtpUrl ?? '';
    const deliverer = createMailDeliverer(
      t.platform,
      createSmtpTransport(smtpUrl, t.platform.config.mailFrom),
    );
    expect(await deliverer.deliverDue()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@ctg.example');
    expect(mail?.to).toEqual(['smtp-user@example.com']);
    const body = decode(mail?.raw ?? '');
    expect(body).toMatch(/Subject: Reset your CTG Business Class password/);
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    expect(body).toContain('Hello Iris,');
    expect(body).toMatch(/\b\d{6}\b/);
  });

  it('hides the dev outbox when mail goes over SMTP', async () => {
    expect(t.platform.config.outboxEnabled).toBe(false);
    const local = { headers: { 'X-Client-Ip': '127.0.0.1' } };
    expect((await t.services.main.request('/Dev/Outbox', local)).status).toBe(404);
  });
});
