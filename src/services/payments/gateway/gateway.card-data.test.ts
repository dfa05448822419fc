/**
 * PCI DSS: after tokenisation, authorisation, 3-D Secure, capture and refused attempts, no card number
 * and no CCV is in any table of the database, in any log line or in any answer. The run is deterministic
 * (fixed secret key, ids and clock), so the short CCVs cannot appear in a random id by chance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/platform';
import { jsonRequest } from '../../testing/test-platform';
import { cardBody, createRecordingLogger, openTestGateway, type TestGateway } from './gateway-test-kit';
import { createGatewayApp } from './gateway.routes';

const SECRET_KEY = 'sk_test_card_data_test_fixed_key';
const PUBLISHABLE_KEY = 'pk_test_ctg_reference_gateway';
const CARDS = [
  { number: '4242 4242 4242 4242', ccv: '986' },
  { number: '3782 822463 10005', ccv: '8147' },
  { number: '4000 0000 0000 3220', ccv: '615' },
  { number: '4000 0000 0000 9995', ccv: '472' },
];

let gateway: TestGateway;
let app: ReturnType<typeof createGatewayApp>;
const logLines: string[] = [];
const answers: string[] = [];

/** Ids without digits, in a fixed sequence. */
function letterIds(): Platform['ids'] {
  let counter = 0;
  const next = (length: number) => {
    counter += 1;
    let value = counter;
    let text = '';
    while (text.length < length) {
      text += String.fromCharCode(97 + (value % 26));
      value = Math.floor(value / 26);
    }
    return text;
  };
  return { uuid: () => crypto.randomUUID(), secret: (bytes = 32) => next(Math.ceil((bytes * 4) / 3)) };
}

async function send(path: string, method: string, body: unknown, headers: Record<string, string>) {
  const response = await app.request(
    path,
    jsonRequest(method, body, { ...headers, 'X-Request-Id': 'card-data-test' }),
  );
  const text = await response.text();
  answers.push(text);
  return { status: response.status, data: (JSON.parse(text) as { data: Record<string, unknown> }).data };
}

async function dumpRows(platform: Platform): Promise<Set<string>> {
  const tables = await platform.database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const rows = new Set<string>();
  for (const { table_name: table } of tables) {
    const result = await platform.database.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${table}" t`,
    );
    for (const { row } of result) rows.add(`${table} ${row}`);
  }
  return rows;
}

let before: Set<string>;
let after: Set<string>;

beforeAll(async () => {
  gateway = await openTestGateway();
  const platform: Platform = {
    ...gateway.t.platform,
    config: { ...gateway.t.platform.config, paymentGatewaySecretKey: SECRET_KEY },
    ids: letterIds(),
    log: createRecordingLogger(logLines),
  };
  app = createGatewayApp(platform);
  before = await dumpRows(platform);

  const publishable = { Authorization: `Bearer ${PUBLISHABLE_KEY}` };
  const secret = { Authorization: `Bearer ${SECRET_KEY}` };
  for (const [index, card] of CARDS.entries()) {
    const cardDetails = { cardNumber: card.number, ccv: card.ccv };
    // Refused attempts first: a wrong CCV length, an expired card, the secret key, no key.
    await send('/tokens', 'POST', cardBody({ ...cardDetails, ccv: `${card.ccv}0` }), publishable);
    await send('/tokens', 'POST', cardBody({ ...cardDetails, expiryYear: 2025 }), publishable);
    await send('/tokens', 'POST', cardBody(cardDetails), secret);
    await send(
      '/tokens',
      'POST',
      cardBody({ ...cardDetails, cardNumber: Number(card.number.replace(/ /g, '')) }),
      {},
    );
    const token = await send('/tokens', 'POST', cardBody(cardDetails), publishable);
    expect(token.status).toBe(201);
    const authorised = await send(
      '/authorisations',
      'POST',
      { token: token.data.token, amount: 10_000 + index, currency: 'AUD', reference: `ORDER-${index}` },
      { ...secret, 'Idempotency-Key': `attempt-${index}` },
    );
    expect(authorised.status).toBe(201);
    const challenge = authorised.data.challenge as { url: string } | null;
    if (challenge) {
      await send(challenge.url, 'GET', undefined, secret);
      await send(challenge.url, 'POST', { outcome: 'complete' }, secret);
    }
    await send(`/authorisations/${String(authorised.data.id)}/capture`, 'POST', {}, secret);
  }
  after = await dumpRows(platform);
});
afterAll(() => gateway.close());

const digitsOf = (number: string) => number.replace(/ /g, '');

/** Log lines without the request duration, a number that could equal a CCV by chance. */
const logText = () =>
  logLines
    .map((line) => {
      const { ms: _duration, time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(rest);
    })
    .join('\n');

describe('card numbers and CCVs', () => {
  it('ran the flows and wrote rows and log lines to search', () => {
    const added = [...after].filter((row) => !before.has(row));
    expect(added.some((row) => row.startsWith('payment_gateway_tokens '))).toBe(true);
    expect(added.some((row) => row.startsWith('payment_gateway_authorisations '))).toBe(true);
    expect(added.some((row) => row.startsWith('payment_gateway_idempotency '))).toBe(true);
    expect(logLines.length).toBeGreaterThanOrEqual(CARDS.length * 7);
  });

  it.each(CARDS)('$number is in no table; only its last four digits are', ({ number }) => {
    const dump = [...after].join('\n');
    expect(dump).not.toContain(digitsOf(number));
    expect(dump).not.toContain(number);
    expect(dump).not.toContain(digitsOf(number).slice(0, 12));
    expect(dump).toContain(`"last4":"${digitsOf(number).slice(-4)}"`);
  });

  it.each(CARDS)('the CCV $ccv is in no row the flows wrote', ({ ccv }) => {
    const added = [...after].filter((row) => !before.has(row)).join('\n');
    expect(added).not.toContain(ccv);
  });

  it.each(CARDS)('$number and its CCV are in no log line', ({ number, ccv }) => {
    const text = logText();
    expect(text).not.toContain(digitsOf(number));
    expect(text).not.toContain(digitsOf(number).slice(0, 12));
    expect(text).not.toContain(ccv);
  });

  it.each(CARDS)('$number and its CCV are in no answer', ({ number, ccv }) => {
    const text = answers.join('\n');
    expect(text).not.toContain(digitsOf(number));
    expect(text).not.toContain(ccv);
  });

  it('logs each request with its method, path and status only', () => {
    const first = JSON.parse(logLines[0]!) as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(
      ['level', 'method', 'ms', 'msg', 'path', 'requestId', 'service', 'status', 'time'].sort(),
    );
    expect(first).toMatchObject({ method: 'POST', path: '/tokens', status: 400, service: 'payments' });
  });
});
