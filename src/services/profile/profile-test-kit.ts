/**
 * The opening of the profile route tests (profile, companions, preferences and reservation-link
 * *.routes.test.ts): fresh services with the reservation-system profiles seeded and Olivia signed in,
 * the calls made with her token, and her details as the forms send them. Not shipped code.
 */
import sharp from 'sharp';
import { authed, createActiveAccount, signInFully } from '../account/account-test-kit';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { seedReservationProfiles } from './reservation-profiles';

/** Fresh services and Olivia's account: its id and the token of a signed-in session. */
export async function openProfileServices() {
  const t = await createTestServices({ PASSPORT_ENCRYPTION_KEY: 'a'.repeat(64) });
  await seedReservationProfiles(t.platform);
  const accountId = (
    await createActiveAccount(t, 'olivia.n@example.com', { givenName: 'Olivia', familyName: 'Nguyen' })
  ).id;
  const token = await signInFully(t, 'olivia.n@example.com');
  return { t, token, accountId };
}

/** Calls to the Main API with the file's token, handed over as a getter: it exists once `beforeAll` ran. */
export function profileCalls(opened: () => { t: TestServices; token: string }) {
  const call = (path: string, body?: unknown, method = 'POST') =>
    opened().t.services.main.request(path, authed(opened().token, body, method));
  return { call };
}

export async function data<T = Record<string, unknown>>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

/** A PNG picture `width` wide, base64-encoded. */
export const png = async (width = 800) =>
  (
    await sharp({ create: { width, height: 600, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
  ).toString('base64');

export const personal = {
  title: 'Ms',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  dateOfBirth: '1988-04-12',
  gender: 'Female',
  mobile: { mobileCountry: 'AU', mobileNumber: '0412 345 678' },
  nationality: 'AU',
  emergencyContact: {
    name: 'Tom Nguyen',
    relationship: 'Brother',
    mobile: { mobileCountry: 'AU', mobileNumber: '0498 765 432' },
    email: null,
  },
};

export const passport = {
  passportNumber: 'pa1234567',
  countryOfIssue: 'AU',
  dateOfIssue: '2020-01-15',
  dateOfExpiry: '2030-01-15',
};
