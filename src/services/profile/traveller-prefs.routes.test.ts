/**
 * The mobile's three parts and the seat preference codes through the Main API: what is sent, what is
 * stored, and rows written before the codes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProfiles, travelPreferences } from '../db/schema';
import { seatPreferenceCodes0033 } from '../db/migrations/0033-seat-preference-codes';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { authed, createActiveAccount, signInFully } from '../account/account-test-kit';

let t: TestServices;
let token: string;
let accountId: string;
beforeAll(async () => {
  t = await createTestServices();
  accountId = (await createActiveAccount(t, 'mia.k@example.com', { givenName: 'Mia', familyName: 'Kim' })).id;
  token = await signInFully(t, 'mia.k@example.com');
});
afterAll(() => t.close());

const call = (path: string, body?: unknown) => t.services.main.request(path, authed(token, body, 'POST'));
const json = async (response: Response) =>
  (await response.json()) as { status: string; message: string; data: Record<string, unknown> };

const personal = (mobile: Record<string, unknown>) => ({
  title: 'Ms',
  firstName: 'Mia',
  lastName: 'Kim',
  dateOfBirth: '1990-02-03',
  gender: 'Female',
  mobile,
  nationality: 'AU',
  emergencyContact: null,
});

describe('a mobile in three parts (spec §3 "mobile number with country and area")', () => {
  it('joins country, area and number into the stored E.164 number', async () => {
    const sent = await call(
      '/Profile/UpdatePersonalDetails',
      personal({ mobileCountry: 'AU', mobileArea: '2', mobileNumber: '9876 5432' }),
    );
    expect(sent.status).toBe(200);
    const [row] = await t.platform.database.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.accountId, accountId));
    expect(row?.mobileNumber).toBe('+61298765432');
    const profile = await json(await call('/Profile/RetrieveProfile'));
    expect(profile.data['mobile']).toEqual({ mobileCountry: 'AU', mobileNumber: '+61298765432' });
  });

  it.each([
    { mobileCountry: 'AU', mobileArea: '12345', mobileNumber: '9876 5432' },
    { mobileCountry: 'AU', mobileArea: '2', mobileNumber: '0412 345 678' },
  ])('refuses a bad area with the spec message (%o)', async (mobile) => {
    const answer = await call('/Profile/UpdatePersonalDetails', personal(mobile));
    expect(answer.status).toBe(400);
    expect((await json(answer)).message).toContain('Please enter valid mobile number');
  });
});

describe('seat preference codes (GET /Utilities/GetSeatPreferenceOptions: W, A, N)', () => {
  const seatOf = async () => (await json(await call('/Profile/RetrievePreferences'))).data['seat'];

  it.each(['W', 'A', 'N'])('stores and answers the code %s', async (seat) => {
    expect((await call('/Profile/UpdateAdditionalPreferences', { seat })).status).toBe(200);
    expect(await seatOf()).toBe(seat);
  });

  it.each([
    ['Window', 'W'],
    ['Aisle', 'A'],
  ])('takes the old name %s from a page loaded before the codes, as %s', async (name, code) => {
    expect((await call('/Profile/UpdateAdditionalPreferences', { seat: name })).status).toBe(200);
    expect(await seatOf()).toBe(code);
  });

  it('reads a row written with the old name as its code', async () => {
    await t.platform.database.db
      .update(travelPreferences)
      .set({ seat: 'Window' })
      .where(eq(travelPreferences.accountId, accountId));
    expect(await seatOf()).toBe('W');
  });

  it('migrates stored names to codes, and the column refuses anything else', async () => {
    const database = t.platform.database;
    await database.query(`UPDATE travel_preferences SET seat = 'Aisle' WHERE account_id = $1`, [accountId]);
    for (const statement of seatPreferenceCodes0033.statements) await database.execRaw(statement);
    const rows = await database.query<{ seat: string }>(
      `SELECT seat FROM travel_preferences WHERE account_id = $1`,
      [accountId],
    );
    expect(rows).toEqual([{ seat: 'A' }]);
    await expect(
      database.query(`UPDATE travel_preferences SET seat = 'Middle' WHERE account_id = $1`, [accountId]),
    ).rejects.toThrow();
  });
});
