/**
 * An order keeps the reservation-system ("Sabre") profile of the account that booked it: OrderCreate's
 * answer, Order/Retrieve and the agents' order detail name it, for flights and stays; a guest's order
 * and an unlinked account's name none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { hotelInvoiceOrder } from '../hotels/hotel-order-test-kit';
import { seedReservationProfiles } from '../profile/reservation-profiles';
import { openStaffOrdersKit } from './staff-orders-test-kit';

let k: Awaited<ReturnType<typeof openStaffOrdersKit>>;
beforeAll(async () => {
  k = await openStaffOrdersKit();
  await seedReservationProfiles(k.platform);
});
afterAll(() => k.t.close());

/** An account linked, through the Main API, to the one profile with its email. */
async function linkedAccount(email: string, profileId: string): Promise<string> {
  const token = await k.kit.accountToken(email);
  const linked = await k.postTo('main')<{ profileId: string }>('/Signup/LinkSabreProfile', {}, token);
  expect(linked.status, linked.json.message).toBe(200);
  expect(linked.json.data.profileId).toBe(profileId);
  return token;
}

const retrieve = async (token: string, orderId: string) => {
  const answer = await k.post<Order>('/Order/Retrieve', { orderId }, token);
  expect(answer.status, answer.json.message).toBe(200);
  return answer.json.data;
};

describe('the reservation profile on an order', () => {
  it("a linked account's flight order names its profile in OrderCreate, Retrieve and the staff detail", async () => {
    const token = await linkedAccount('sam.walker@example.com', 'SBR-SAM-3H8D1X');
    const { order } = await k.flightOrder('Refundable', 1, true, token);
    expect(order.reservationProfileId).toBe('SBR-SAM-3H8D1X');
    expect((await retrieve(token, order.orderId)).reservationProfileId).toBe('SBR-SAM-3H8D1X');
    const detail = await k.detail(order.orderId);
    expect(detail.status, detail.json.message).toBe(200);
    expect(detail.json.data.order.reservationProfileId).toBe('SBR-SAM-3H8D1X');
  });

  it("a linked account's stay names its profile too", async () => {
    const token = await linkedAccount('mei.tanaka@example.org', 'SBR-MEI-2W6N4B');
    const detail = await k.detailOf(token);
    const checked = await k.priceCheck(token, detail);
    expect(checked.status, checked.json.message).toBe(200);
    const created = await k.hotelOrderCreate(token, hotelInvoiceOrder(checked.json.data));
    expect(created.status, created.json.message).toBe(201);
    expect(created.json.data.reservationProfileId).toBe('SBR-MEI-2W6N4B');
    const staff = await k.detail(created.json.data.orderId);
    expect(staff.json.data.order.reservationProfileId).toBe('SBR-MEI-2W6N4B');
  });

  it("a guest's order and an unlinked account's name no profile", async () => {
    // By card: the contact's unpaid invoice holds are limited (ADR 021) and two are held above.
    const guest = await k.flightOrder('Refundable');
    expect(guest.order.reservationProfileId).toBeNull();
    const unlinked = await k.kit.accountToken('nobody.linked@example.com');
    const { order } = await k.flightOrder('Refundable', 1, false, unlinked);
    expect(order.reservationProfileId).toBeNull();
    expect((await retrieve(unlinked, order.orderId)).reservationProfileId).toBeNull();
    expect((await k.detail(order.orderId)).json.data.order.reservationProfileId).toBeNull();
  });
});
