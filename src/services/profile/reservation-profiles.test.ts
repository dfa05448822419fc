/**
 * The reservation-system profiles' seed (idempotent, safe when instances seed at once: under
 * DATABASE_URL the seeds below run on separate connections) and their travellers as RetrieveProfile
 * answers them to a linked account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createActiveAccount, signInFully } from '../account/account-test-kit';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { createUnseededOlivia } from './demo-account-test-kit';
import { DEMO_RESERVATION_PROFILE_ID, seedDemoAccountExtras } from './demo-seed';
import { RESERVATION_PROFILE_SEED } from './reservation-profile-data';
import { seedReservationProfiles } from './reservation-profiles';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

interface TravellerRow {
  profile_id: string;
  position: number;
  passport_number_ciphertext: string;
}

const travellerRows = () =>
  t.platform.database.query<TravellerRow>(
    `SELECT profile_id, position, passport_number_ciphertext FROM reservation_profile_travellers
      ORDER BY profile_id, position`,
  );
const seedAtOnce = (instances: number) =>
  Promise.all(Array.from({ length: instances }, () => seedReservationProfiles(t.platform)));

describe('seedReservationProfiles', () => {
  it('seeds every profile and traveller once however many seed at once, and keeps what is there', async () => {
    await seedAtOnce(4);
    const travellers = RESERVATION_PROFILE_SEED.reduce((sum, profile) => sum + profile.travellers.length, 0);
    const first = await travellerRows();
    expect(first).toHaveLength(travellers);
    // Passport numbers are stored encrypted, never in clear.
    expect(first.every((row) => row.passport_number_ciphertext.startsWith('v1.'))).toBe(true);
    expect(first.map((row) => row.passport_number_ciphertext).join()).not.toContain('PA1234567');

    // A database seeded before travellers existed: a profile linked, without preferences or travellers.
    const account = await createActiveAccount(t, 'seed.link@example.com', { twoFactor: false });
    await t.platform.database.query(
      `UPDATE reservation_profiles SET linked_account_id = $1, seat_preference = NULL, meal_preference = NULL
        WHERE id = 'SBR-JAMES-5T7R0C'`,
      [account.id],
    );
    await t.platform.database.query(
      `DELETE FROM reservation_profile_travellers WHERE profile_id = 'SBR-JAMES-5T7R0C'`,
    );
    await seedAtOnce(3);

    const profiles = await t.platform.database.query<{ id: string; linked_account_id: string | null }>(
      `SELECT id, linked_account_id, seat_preference FROM reservation_profiles ORDER BY id`,
    );
    expect(profiles.map((row) => row.id).sort()).toEqual(RESERVATION_PROFILE_SEED.map((p) => p.id).sort());
    expect(profiles.find((row) => row.id === 'SBR-JAMES-5T7R0C')).toMatchObject({
      linked_account_id: account.id,
      seat_preference: 'A',
    });
    const again = await travellerRows();
    expect(again).toHaveLength(travellers);
    // Travellers already stored are left as they were; the removed ones are back.
    const untouched = first.filter((row) => row.profile_id !== 'SBR-JAMES-5T7R0C');
    expect(again.filter((row) => row.profile_id !== 'SBR-JAMES-5T7R0C')).toEqual(untouched);
    expect(again.filter((row) => row.profile_id === 'SBR-JAMES-5T7R0C').map((row) => row.position)).toEqual([
      0, 1, 2,
    ]);
  });
});

describe('RetrieveProfile of a linked account', () => {
  it("answers the profile's travellers, passports masked, their programmes, seat and meal", async () => {
    const account = await createUnseededOlivia(t, 'olivia.linked@example.com');
    await t.platform.database.execRaw(
      `UPDATE reservation_profiles SET linked_account_id = NULL WHERE id = '${DEMO_RESERVATION_PROFILE_ID}'`,
    );
    expect(await seedDemoAccountExtras(t.platform, account.id)).toBe(true);
    const token = await signInFully(t, 'olivia.linked@example.com');
    const response = await t.services.main.request('/Profile/RetrieveProfile', authed(token));
    const body = (await response.json()) as { data: { linkedAccounts: { reservationProfile: unknown } } };
    expect(body.data.linkedAccounts.reservationProfile).toEqual({
      id: DEMO_RESERVATION_PROFILE_ID,
      name: 'Olivia Nguyen',
      seatPreference: 'W',
      mealPreference: 'VGML',
      travellers: [
        expect.objectContaining({
          travellerId: `${DEMO_RESERVATION_PROFILE_ID}-0`,
          holder: true,
          title: 'Ms',
          firstName: 'Olivia',
          lastName: 'Nguyen',
          dateOfBirth: '1988-04-12',
          gender: 'Female',
          nationality: 'AU',
          passport: {
            passportNumberMasked: '******567',
            countryOfIssue: 'AU',
            dateOfIssue: null,
            dateOfExpiry: '2031-03-01',
          },
          frequentFlyers: [
            { airlineCode: 'QF', programName: 'Qantas Frequent Flyer', membershipNumber: '1234567890' },
          ],
        }),
        expect.objectContaining({
          travellerId: `${DEMO_RESERVATION_PROFILE_ID}-1`,
          holder: false,
          firstName: 'Marcus',
          lastName: 'Reid',
          passport: expect.objectContaining({ passportNumberMasked: '******847', countryOfIssue: 'GB' }),
          frequentFlyers: expect.arrayContaining([expect.objectContaining({ airlineCode: 'QF' })]),
        }),
      ],
    });
    // The full passport number never leaves the service.
    expect(JSON.stringify(body)).not.toContain('533218847');
  });

  it('answers no reservation profile to an account that has none linked', async () => {
    await createActiveAccount(t, 'unlinked.profile@example.com', { twoFactor: false });
    const token = await signInFully(t, 'unlinked.profile@example.com');
    const response = await t.services.main.request('/Profile/RetrieveProfile', authed(token));
    const body = (await response.json()) as { data: { linkedAccounts: { reservationProfile: unknown } } };
    expect(body.data.linkedAccounts.reservationProfile).toBeNull();
  });
});
