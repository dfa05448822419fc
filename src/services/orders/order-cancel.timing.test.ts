import { describe, expect, it } from 'vitest';
import { newKey } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * In-process latency of the quote and the cancel (issue 23 asks for their p95): printed for a person to
 * compare, never asserted (docs/principles.md "Benchmarks print figures and never time-assert"). Each
 * cancel includes its gateway refund, in process. CANCEL_TIMING_ORDERS sets the sample size.
 */

const ORDERS = Number(process.env.CANCEL_TIMING_ORDERS ?? 20);
const QUOTES_PER_ORDER = 5;
const k = openPerFile(openCancelKit, (opened) => opened.t.close());

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const line = (name: string, samples: number[]) =>
  `${name}: n=${samples.length} p50=${percentile(samples, 50).toFixed(1)} ms p95=${percentile(samples, 95).toFixed(1)} ms max=${Math.max(...samples).toFixed(1)} ms`;

describe(onDatabase('quote and cancel timing'), () => {
  it(`times ${ORDERS} flight orders: ${QUOTES_PER_ORDER} quotes and one cancel each`, async () => {
    const quotes: number[] = [];
    const cancels: number[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const { token, order } = await k.flightOrder('RefundableWithFee');
      let refund = 0;
      for (let q = 0; q < QUOTES_PER_ORDER; q += 1) {
        const started = performance.now();
        const answer = await k.quote('flight', token, { orderId: order.orderId });
        quotes.push(performance.now() - started);
        expect(answer.status).toBe(200);
        refund = answer.json.data.refundCents;
      }
      const started = performance.now();
      const done = await k.cancel(
        'flight',
        token,
        { orderId: order.orderId, confirmedRefundCents: refund },
        newKey(),
      );
      cancels.push(performance.now() - started);
      expect(done.json.data.status).toBe('Completed');
    }
    console.log(`[cancel timing] ${line('quote', quotes)}`);
    console.log(`[cancel timing] ${line('cancel', cancels)}`);
  });
});
