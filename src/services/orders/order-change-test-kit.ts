/**
 * Helpers of the date-change tests (ADR 026): the cancel kit's ticketed orders, and the three calls of a
 * change (options, quote, change) with the first option that costs nothing, or a quote with something to pay.
 */
import { expect } from 'vitest';
import type {
  ChangeOption,
  ChangeOptions,
  ChangeQuote,
  OrderChange,
} from '../../shared/contracts/order-change';
import { newKey } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';

/** What the paid-change helpers use of a kit: the cancel kit, or a kit built on it (extras). */
type CancelKit = Awaited<ReturnType<typeof openCancelKit>>;

/**
 * A ticketed order whose fare has a change fee, and the first option on `date` quoted: a change with
 * something to pay. The quote answer is returned whole, so a test can assert its status.
 */
export async function quotePaidChange(k: CancelKit, date = '2026-12-17') {
  const { token, order, offer } = await k.flightOrder('RefundableWithFee');
  const listed = await k.post<ChangeOptions>(
    '/Order/ChangeOptions',
    { orderId: order.orderId, journeyIndex: 0, date },
    token,
  );
  const option = listed.json.data.options[0]!;
  const quoted = await k.post<ChangeQuote>(
    '/Order/ChangeQuote',
    { orderId: order.orderId, journeyIndex: 0, flightKeys: option.flightKeys },
    token,
  );
  return { token, order, offer, option, quoted, quote: quoted.json.data };
}

/** The Order/Change body that confirms `quote` and pays it with a fresh token of `cardNumber`. */
export async function paidChangeBody(k: CancelKit, orderId: string, quote: ChangeQuote, cardNumber?: string) {
  const { token: cardToken, scheme } = await k.tokenise(cardNumber);
  return {
    orderId,
    quoteId: quote.quoteId,
    confirmedTotalCents: quote.option.figures.totalCents,
    cardToken,
    scheme,
  };
}

/**
 * Confirms a quoted paid change with a Visa card (extra headers, e.g. a language, ride along); asserts
 * the 201 and answers the change with the quote's Visa row (what the card was charged).
 */
export async function confirmPaidChange(
  k: CancelKit,
  token: string,
  orderId: string,
  quote: ChangeQuote,
  headers: Record<string, string> = {},
) {
  const changed = await k.post<OrderChange>('/Order/Change', await paidChangeBody(k, orderId, quote), token, {
    'Idempotency-Key': newKey(),
    ...headers,
  });
  expect(changed.status, changed.json.message).toBe(201);
  const visa = quote.byScheme.find((row) => row.scheme === 'visa')!;
  return { change: changed.json.data, visa };
}

export async function openChangeKit() {
  const k = await openCancelKit();

  const changeOptions = (token: string, body: Record<string, unknown>) =>
    k.post<ChangeOptions>('/Order/ChangeOptions', body, token);
  const changeQuote = (token: string, body: Record<string, unknown>) =>
    k.post<ChangeQuote>('/Order/ChangeQuote', body, token);
  const change = (token: string, body: Record<string, unknown>, key: string | null = newKey()) =>
    k.post<OrderChange>('/Order/Change', body, token, key === null ? {} : { 'Idempotency-Key': key });

  /** The first option with nothing to pay on a date after the booked 15 December. */
  async function freeOption(token: string, orderId: string): Promise<ChangeOption> {
    for (const date of ['2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20']) {
      const found = await changeOptions(token, { orderId, journeyIndex: 0, date });
      expect(found.status, found.json.message).toBe(200);
      const option = found.json.data.options.find((item) => item.figures.totalCents === 0);
      if (option) return option;
    }
    throw new Error('no option with nothing to pay');
  }

  /** The quote of a change to the first option with nothing to pay, with that option. */
  async function quoteFreeChange(token: string, orderId: string) {
    const option = await freeOption(token, orderId);
    const quoted = await changeQuote(token, { orderId, journeyIndex: 0, flightKeys: option.flightKeys });
    return { option, quoted };
  }

  return { ...k, changeOptions, changeQuote, change, freeOption, quoteFreeChange };
}
