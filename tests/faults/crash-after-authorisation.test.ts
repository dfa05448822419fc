/**
 * Fault 5 (issue 14): the services process killed (SIGKILL) at the worst moments of a card booking,
 * with no hook in the product: the test watches the gateway's answers pass through its proxy and kills
 * the (only) service instance the moment one arrives, before the instance can record it.
 *  a. between the authorisation and the order: the gateway holds money the booking never heard of. At
 *     the next start the reconciler asks the gateway again under the payment's key and voids it.
 *  b. between the capture and its record: the order exists and the money is taken, but the order still
 *     says Authorised. At the next start the reconciler completes it (capture replays, tickets issued).
 * The figures: inconsistent payments before and after (money held or taken without an order, orders
 * whose money is not recorded), how long the restart and the settling took.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPreAuth, tokeniseCard, waitFor, newPaymentKey } from './support/card';
import { readLedger, type FaultCluster } from './support/fault-cluster';
import { startGatewayCluster, stopGatewayCluster, type Gateway } from './support/gateway';
import {
  Tally,
  authorisedOffer,
  createOffer,
  createOrder,
  createOrderOnce,
  newBooking,
  newTraveller,
} from './support/traveller';

/** Short, so the crashed payment is past its limit soon after the restart (ADR 015 deadlines). */
const PREAUTH_TIMEOUT_SECONDS = 10;
const RECONCILE_SECONDS = 5;
const SETTLE_BOUND_MS = 90_000;

let faults: FaultCluster;
let gateway: Gateway | undefined;

beforeAll(async () => {
  ({ faults, gateway } = await startGatewayCluster({
    name: 'crash_auth',
    // One service instance: the one the gateway's answer is going back to, so the one to kill.
    services: 1,
    preauthTimeoutSeconds: PREAUTH_TIMEOUT_SECONDS,
    reconcileSeconds: RECONCILE_SECONDS,
  }));
});

afterAll(async () => {
  await stopGatewayCluster(faults, gateway);
});

const services = () => faults.cluster.instances.find((instance) => instance.kind === 'services')!;

/** Kills the service instance when the gateway's answer matching `pattern` comes back; resolves then. */
function killOnAnswer(pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    gateway!.proxy.inspect((chunk) => {
      if (!pattern.test(chunk.toString('latin1'))) return 'pass';
      gateway!.proxy.inspect(null);
      services().kill('SIGKILL');
      resolve();
      return 'drop';
    });
  });
}

const inconsistent = async () => {
  const ledger = await readLedger(faults);
  return {
    heldWithoutOrder: ledger.heldWithoutOrder,
    capturedWithoutOrder: ledger.capturedWithoutOrder,
    cardOrdersWithoutCapture: ledger.cardOrdersWithoutCapture,
    ordersNotFinished: ledger.ordersByStatus.Authorised ?? 0,
  };
};

describe('a service instance killed between the gateway and the database', () => {
  it('a. after the authorisation, before the order: the reconciler voids the money at the next start', async () => {
    const journey = newTraveller(faults.cluster.url, new Tally());
    const offer = await createOffer(journey);
    const card = await tokeniseCard(journey, offer.offerId);
    const key = newPaymentKey();

    const killed = killOnAnswer(/"status":"approved"/);
    const answer = await sendPreAuth(journey, offer.offerId, card, key);
    await killed;
    const [payment] = await faults.query<{ id: string; status: string; authorisation_id: string | null }>(
      'SELECT id, status, authorisation_id FROM booking_payments',
    );
    const before = await inconsistent();

    const restarting = performance.now();
    await services().start();
    const restartMs = Math.round(performance.now() - restarting);
    const gatewayStatus = async () =>
      (
        await faults.query<{ status: string }>(
          'SELECT status FROM payment_gateway_authorisations WHERE reference = $1',
          [payment!.id],
        )
      )[0]?.status;
    const settledMs = await waitFor(async () => (await gatewayStatus()) === 'voided', SETTLE_BOUND_MS);
    const after = await inconsistent();
    const [settled] = await faults.query<{ status: string; message: string }>(
      'SELECT status, message FROM booking_payments WHERE id = $1',
      [payment!.id],
    );
    // The traveller's resend of the lost PreAuth (same key) now tells them it did not go through.
    const resent = await sendPreAuth(journey, offer.offerId, card, key);

    console.log(
      `[fault 5a: SIGKILL after the authorisation] PreAuth answered ${answer.status}; payment ${payment?.status} ` +
        `(gateway id recorded: ${payment?.authorisation_id ? 'yes' : 'no'}), gateway holds it; inconsistent before ${JSON.stringify(before)}\n` +
        `  restart ${(restartMs / 1000).toFixed(1)} s, voided by the reconciler ${(settledMs / 1000).toFixed(1)} s after; ` +
        `payment ${settled?.status} "${settled?.message}"; resend answers ${resent.status} ${resent.data?.status}; ` +
        `inconsistent after ${JSON.stringify(after)}`,
    );

    expect(answer.status).toBe(502);
    expect(payment).toMatchObject({ status: 'Pending', authorisation_id: null });
    expect(before.heldWithoutOrder, 'the crash left money held without an order').toBe(1);
    expect(settledMs, 'voided within the bound').toBeGreaterThanOrEqual(0);
    expect(after).toEqual({
      heldWithoutOrder: 0,
      capturedWithoutOrder: 0,
      cardOrdersWithoutCapture: 0,
      ordersNotFinished: 0,
    });
    expect(['Voided', 'TimedOut']).toContain(settled?.status);
    expect(resent.status).toBe(200);
    expect(resent.data?.status).not.toBe('Authorised');
  });

  it('b. after the capture, before its record: the reconciler completes the order at the next start', async () => {
    const journey = newTraveller(faults.cluster.url, new Tally());
    const booking = newBooking(journey);
    const { offer, payment } = await authorisedOffer(journey, 31);

    const killed = killOnAnswer(/"status":"captured"/);
    // One attempt: the island's resends would meet a dead instance until the restart.
    const first = await createOrderOnce(journey, booking, offer.offerId, payment);
    await killed;
    const [order] = await faults.query<{ id: string; status: string; payment: string }>(
      `SELECT o.id, o.status, p.status payment FROM orders o JOIN booking_payments p ON p.id = o.payment_id
        WHERE o.contact_email = $1`,
      [booking.email],
    );
    const before = await inconsistent();

    const restarting = performance.now();
    await services().start();
    const restartMs = Math.round(performance.now() - restarting);
    const state = async () =>
      (
        await faults.query<{ status: string; payment: string }>(
          'SELECT o.status, p.status payment FROM orders o JOIN booking_payments p ON p.id = o.payment_id WHERE o.id = $1',
          [order!.id],
        )
      )[0];
    const settledMs = await waitFor(async () => (await state())?.status === 'Ticketed', SETTLE_BOUND_MS);
    // The traveller's resend of OrderCreate with its key: the same order, not a second one.
    const resent = await createOrder(journey, booking, offer.offerId, payment);
    const after = await inconsistent();
    const ledger = await readLedger(faults);

    console.log(
      `[fault 5b: SIGKILL after the capture] OrderCreate answered ${first.status}; order ${order?.status}, payment ${order?.payment} ` +
        `(the gateway captured it); inconsistent before ${JSON.stringify(before)}\n` +
        `  restart ${(restartMs / 1000).toFixed(1)} s, completed by the reconciler ${(settledMs / 1000).toFixed(1)} s after: ` +
        `${JSON.stringify(await state())}; resend answers ${resent.status} ${resent.data?.orderId === order?.id ? 'the same order' : resent.data?.orderId}; ` +
        `orders ${JSON.stringify(ledger.ordersByStatus)}, doubled ${ledger.doubledBookings}; inconsistent after ${JSON.stringify(after)}`,
    );

    expect(first.status).toBe(502);
    expect(order).toMatchObject({ status: 'Authorised', payment: 'Authorised' });
    expect(before.ordersNotFinished).toBe(1);
    expect(settledMs, 'completed within the bound').toBeGreaterThanOrEqual(0);
    expect(await state()).toEqual({ status: 'Ticketed', payment: 'Captured' });
    expect(resent.status).toBeLessThan(300);
    expect(resent.data?.orderId).toBe(order!.id);
    expect(ledger.doubledBookings).toBe(0);
    expect(after).toEqual({
      heldWithoutOrder: 0,
      capturedWithoutOrder: 0,
      cardOrdersWithoutCapture: 0,
      ordersNotFinished: 0,
    });
    // The two kills, and no other exit.
    expect(faults.exits()).toEqual(['[services-1] exited (SIGKILL)', '[services-1] exited (SIGKILL)']);
  });
});
