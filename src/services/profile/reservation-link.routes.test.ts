/** Finding and linking the traveller's reservation-system profile through the Main API. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationProfiles } from '../db/schema';
import type { TestServices } from '../testing/test-platform';
import { authed, createActiveAccount, signInFully } from '../account/account-test-kit';
import { data, openProfileServices, personal } from './profile-test-kit';

let t: TestServices;
beforeAll(async () => ({ t } = await openProfileServices()));
afterAll(() => t.close());

describe('reservation-system profile', () => {
  it('finds one profile by email and links it', async () => {
    const demo = await createActiveAccount(t, 'demo-like@example.com', {
      givenName: 'Mei',
      familyName: 'Tanaka',
    });
    await t.platform.database.db
      .update(reservationProfiles)
      .set({ email: 'demo-like@example.com' })
      .where(eq(reservationProfiles.id, 'SBR-MEI-2W6N4B'));
    const session = await signInFully(t, 'demo-like@example.com');
    const check = await t.services.main.request('/Profile/CheckSabreProfileLinking', authed(session));
    expect(await data(check)).toMatchObject({
      status: 'MatchOneProfile',
      profiles: [{ profileId: 'SBR-MEI-2W6N4B', name: 'Mei Tanaka' }],
    });
    const linked = await t.services.main.request(
      '/Signup/LinkSabreProfile',
      authed(session, { profileId: 'SBR-MEI-2W6N4B' }),
    );
    expect(await linked.json()).toMatchObject({
      status: 'Success',
      message: 'Account successfully linked to SBR-MEI-2W6N4B profile',
    });
    void demo;
  });

  it('reports several matches by name and date of birth, and none for a stranger', async () => {
    await createActiveAccount(t, 'sam.w@example.org', { givenName: 'Sam', familyName: 'Walker' });
    const session = await signInFully(t, 'sam.w@example.org');
    expect(
      await data(await t.services.main.request('/Profile/CheckSabreProfileLinking', authed(session))),
    ).toMatchObject({ status: 'NoProfileFound', profiles: [] });
    await t.services.main.request(
      '/Profile/UpdatePersonalDetails',
      authed(session, {
        ...personal,
        title: 'Mr',
        firstName: 'Sam',
        lastName: 'Walker',
        gender: 'Male',
        dateOfBirth: '1979-09-30',
      }),
    );
    const both = await data<{ status: string; profiles: unknown[] }>(
      await t.services.main.request('/Profile/CheckSabreProfileLinking', authed(session)),
    );
    expect(both).toMatchObject({ status: 'MatchMultipleProfiles' });
    expect(both.profiles).toHaveLength(2);
    const refused = await t.services.main.request(
      '/Signup/LinkSabreProfile',
      authed(session, { profileId: 'SBR-OLIVIA-7Q4K2M' }),
    );
    expect(refused.status).toBe(400);
    expect((await t.services.main.request('/Signup/LinkSabreProfile', authed(session, {}))).status).toBe(400);
  });
});
