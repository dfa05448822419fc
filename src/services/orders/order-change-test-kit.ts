/**
 * Helpers of the date-change tests (ADR 026): the cancel kit's ticketed orders, and the three calls of a
 * change (options, quote, change) with the first option that costs nothing.
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

  return { ...k, changeOptions, changeQuote, change, freeOption };
}
