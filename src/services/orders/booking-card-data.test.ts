/**
 * PCI DSS (issue 10, ADR 011): after a card booking through the site's flow (the card to the public
 * tokenisation path, then PreAuth and OrderCreate with the token), neither the card number nor the CCV
 * appears in any table of the database or in any log line the services wrote.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRecordingLogger } from '../payments/gateway/gateway-test-kit';
import { cardOrder, openBooking } from './booking-test-kit';

const CARD = '5555 5555 5555 4444';
const CCV = '468';
const lines: string[] = [];
let b: Awaited<ReturnType<typeof openBooking>>;
beforeAll(async () => {
  b = await openBooking({ LOG_LEVEL: 'trace' }, (platform) => ({
    ...platform,
    log: createRecordingLogger(lines),
  }));
});
afterAll(() => b.t.close());

async function dumpDatabase(): Promise<string> {
  const tables = await b.platform.database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const dump: string[] = [];
  for (const { table_name: name } of tables) {
    const rows = await b.platform.database.query<Record<string, unknown>>(`SELECT * FROM "${name}"`);
    dump.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return dump.join('\n');
}

it('keeps the card number and CCV out of every table and log line', async () => {
  const { token, offer } = await b.guestWithOffer();
  const card = await b.tokenise(CARD, CCV);
  expect(card).toMatchObject({ scheme: 'mastercard', last4: '4444' });
  const total = b.cardTotal(offer, 'mastercard');
  const pre = await b.preAuth(token, {
    offerId: offer.offerId,
    cardToken: card.token,
    confirmedTotalCents: total,
  });
  expect(pre.json.data.status).toBe('Authorised');
  const order = await b.orderCreate(token, cardOrder(offer, pre.json.data.paymentId, total));
  expect(order.json.data.status).toBe('Ticketed');

  const dump = await dumpDatabase();
  expect(dump).toContain('booking_payments');
  expect(dump).toContain('"last4":"4444"');
  expect(lines.length).toBeGreaterThan(0);
  const digits = CARD.replace(/ /g, '');
  for (const text of [dump, lines.join('\n')]) {
    expect(text).not.toContain(digits);
    expect(text).not.toContain(CARD);
    expect(text).not.toContain(digits.slice(0, 12));
    // The CCV as a value anywhere (3 digits alone may occur in prices or aircraft types, e.g. 737).
    expect(text).not.toMatch(new RegExp(`[":=\\s]${CCV}["\\s,}]`));
    expect(text).not.toMatch(/\b(ccv|cvc|cvv)\b/i);
  }
});
