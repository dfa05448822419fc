/**
 * Account enumeration by timing (issue 9, item 7): forgot-password and sign-up must answer as fast for
 * a registered address as for an unknown one. Mail goes over a deliberately slow SMTP server, as a real
 * one would be; the answers may not wait for it. 20 samples of each, interleaved; medians compared.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createActiveAccount } from '../account/account-test-kit';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';

const SAMPLES = 20;
const SMTP_DELAY_MS = 80;
const MAX_MEDIAN_DIFFERENCE_MS = 20;
// 20 sign-ups hash 40 passwords (argon2) and the setup creates 20 accounts: well over the default 20 s.
const TIMEOUT_MS = 180_000;

let smtp: SMTPServer;
let t: TestServices;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => setTimeout(callback, SMTP_DELAY_MS));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestServices({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let request = 0;
/** Milliseconds until the answer to one POST; each from its own address, below the per-address limits. */
async function timePost(path: string, body: unknown): Promise<number> {
  request += 1;
  const headers = { 'X-Client-Ip': `10.77.${Math.floor(request / 250)}.${request % 250}` };
  const started = performance.now();
  const response = await t.services.main.request(path, jsonRequest('POST', body, headers));
  const elapsed = performance.now() - started;
  expect(response.status).toBe(200);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.ceil(middle - 0.5)] ?? 0)) / 2;
};

/** Known and unknown samples alternate, so drift of the machine's load affects both alike. */
async function compare(path: string, bodyFor: (email: string) => unknown, tag: string) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const knownEmail = `${tag}-known-${i}@example.com`;
    await createActiveAccount(t, knownEmail, { givenName: 'Known' });
    known.push(await timePost(path, bodyFor(knownEmail)));
    unknown.push(await timePost(path, bodyFor(`${tag}-unknown-${i}@example.com`)));
  }
  return { known: median(known), unknown: median(unknown) };
}

describe('answers take as long for a registered address as for an unknown one', () => {
  it(
    `forgot-password: median difference under ${MAX_MEDIAN_DIFFERENCE_MS} ms over ${SAMPLES} samples`,
    async () => {
      await timePost('/ForgotPassword/RequestResetPassword', { email: 'warm-up@example.com' });
      const medians = await compare('/ForgotPassword/RequestResetPassword', (email) => ({ email }), 'forgot');
      expect(Math.abs(medians.known - medians.unknown), JSON.stringify(medians)).toBeLessThan(
        MAX_MEDIAN_DIFFERENCE_MS,
      );
    },
    TIMEOUT_MS,
  );

  it(
    `sign-up: median difference under ${MAX_MEDIAN_DIFFERENCE_MS} ms over ${SAMPLES} samples`,
    async () => {
      const signup = (email: string) => ({
        title: 'Ms',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        newPassword: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        marketingOptIn: false,
      });
      const medians = await compare('/Signup/AccountSignup', signup, 'signup');
      expect(Math.abs(medians.known - medians.unknown), JSON.stringify(medians)).toBeLessThan(
        MAX_MEDIAN_DIFFERENCE_MS,
      );
    },
    TIMEOUT_MS,
  );
});
