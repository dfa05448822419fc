/**
 * The opening of a service test file, one way: fresh services (a copy of the migrated template, or a
 * schema of its own on PostgreSQL), with the tokens and kits the file's tests call. A file opens it in
 * `beforeAll` and closes `t` in `afterAll`.
 */
import { cabinKit } from '../inventory/cabin-test-kit';
import { kitFor, SITE } from '../offers/offer-test-kit';
import { openBooking } from '../orders/booking-test-kit';
import { createTestServices } from '../testing/test-platform';
import { testPublicToken } from '../testing/test-tokens';

/** Fresh services and a guest's bearer token for `siteId`. */
export async function openGuestServices(siteId = SITE) {
  const t = await createTestServices();
  return { t, token: await testPublicToken(t, siteId) };
}

/** Fresh services, the offer route kit over them and a guest's bearer token. */
export async function openOfferServices() {
  const t = await createTestServices();
  const kit = kitFor(t);
  return { t, kit, token: await kit.publicToken() };
}

/** The booking kit on a fresh database and the VA431 cabin kit over it. */
export async function openCabinBooking() {
  const b = await openBooking();
  return { b, kit: cabinKit(b) };
}
