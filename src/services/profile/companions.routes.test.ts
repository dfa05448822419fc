/** A traveller's companions through the Main API: add, refuse, update, keep private, delete. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companions, passports } from '../db/schema';
import type { TestServices } from '../testing/test-platform';
import { authed, createActiveAccount, signInFully } from '../account/account-test-kit';
import { data, openProfileServices, passport, png, profileCalls } from './profile-test-kit';

let t: TestServices;
let token: string;
beforeAll(async () => ({ t, token } = await openProfileServices()));
afterAll(() => t.close());

const { call } = profileCalls(() => ({ t, token }));

describe('companions', () => {
  let companionId: string;
  const companion = {
    title: 'Mr',
    firstName: 'Tom',
    lastName: 'Nguyen',
    dateOfBirth: '1990-06-01',
    gender: 'Male',
  };

  it('adds a companion with passport and frequent flyers, and retrieves it', async () => {
    const response = await call('/Profile/AddCompanion', {
      ...companion,
      passport: { ...passport, passportNumber: 'N7654321' },
      frequentFlyers: [{ airlineCode: 'EK', membershipNumber: 'EK123456' }],
    });
    expect(response.status).toBe(200);
    const added = await data<{ companionId: string }>(response);
    companionId = added.companionId;
    expect(added).toMatchObject({
      firstName: 'Tom',
      passport: { passportNumberMasked: '*****321' },
      frequentFlyers: [{ airlineCode: 'EK' }],
    });
    expect(await data(await call('/Profile/RetrieveCompanionDetail', { companionId }))).toMatchObject({
      firstName: 'Tom',
    });
    expect(
      ((await data(await call('/Profile/RetrieveProfile'))) as { companions: unknown[] }).companions,
    ).toHaveLength(1);
  });

  it('refuses an invalid companion without storing any part of it', async () => {
    const before = await t.platform.database.db.select().from(companions);
    const response = await call('/Profile/AddCompanion', {
      ...companion,
      passport: { ...passport, passportNumber: '??' },
    });
    expect(response.status).toBe(400);
    expect(await t.platform.database.db.select().from(companions)).toHaveLength(before.length);
  });

  it('updates the companion, its passport, frequent flyers and picture', async () => {
    expect(
      await data(await call('/Profile/UpdateCompanion', { companionId, ...companion, firstName: 'Thomas' })),
    ).toMatchObject({ firstName: 'Thomas' });
    expect(
      await data(await call('/Profile/UpdateCompanionPassport', { companionId, ...passport })),
    ).toMatchObject({ passportNumberMasked: '******567' });
    expect(
      await data(await call('/Profile/UpdateCompanionFrequentFlyers', { companionId, frequentFlyers: [] })),
    ).toEqual([]);
    const image = await data<{ profileImage: string }>(
      await call('/Profile/UpdateCompanionProfileImage', { companionId, image: await png(100) }),
    );
    expect(image.profileImage).toMatch(/^data:image\/png;base64,/);
  });

  it('keeps another account away from the companion (404) and refuses a malformed id (400)', async () => {
    await createActiveAccount(t, 'other@example.com');
    const other = await signInFully(t, 'other@example.com');
    for (const path of ['/Profile/RetrieveCompanionDetail', '/Profile/DeleteCompanion']) {
      const response = await t.services.main.request(path, authed(other, { companionId }));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Companion not found' });
    }
    expect((await call('/Profile/RetrieveCompanionDetail', { companionId: 'nope' })).status).toBe(400);
  });

  it('deletes the companion with its passport', async () => {
    expect((await call('/Profile/DeleteCompanion', { companionId })).status).toBe(200);
    expect(
      await t.platform.database.db.select().from(passports).where(eq(passports.travellerId, companionId)),
    ).toEqual([]);
    expect((await call('/Profile/RetrieveCompanionDetail', { companionId })).status).toBe(404);
  });
});
