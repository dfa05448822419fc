/**
 * The traveller's own profile through the Main API: personal details, passport, frequent flyers,
 * picture, marketing preferences and the security settings. Companions, preferences and the
 * reservation-system link have test files of their own.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passports } from '../db/schema';
import type { TestServices } from '../testing/test-platform';
import { STRONG_PASSWORD, authed, lastCodeTo, lastEmailTo, signInFully } from '../account/account-test-kit';
import { IMAGE_MESSAGES } from '../../shared/validation/profile-forms';
import { data, openProfileServices, passport, personal, png, profileCalls } from './profile-test-kit';

let t: TestServices;
let token: string;
let accountId: string;
beforeAll(async () => ({ t, token, accountId } = await openProfileServices()));
afterAll(() => t.close());

const { call } = profileCalls(() => ({ t, token }));

describe('profile', () => {
  it('refuses every profile endpoint without an account token', async () => {
    for (const path of [
      '/Profile/RetrieveProfile',
      '/Profile/UpdatePersonalDetails',
      '/Profile/AddCompanion',
      '/Signup/LinkSabreProfile',
    ]) {
      expect((await t.services.main.request(path, { method: 'POST' })).status).toBe(401);
    }
  });

  it('updates personal details and emergency contact; mobile numbers are stored in E.164', async () => {
    const response = await call('/Profile/UpdatePersonalDetails', personal);
    expect(response.status).toBe(200);
    const profile = await data(await call('/Profile/RetrieveProfile'));
    expect(profile).toMatchObject({
      email: 'olivia.n@example.com',
      title: 'Ms',
      firstName: 'Olivia',
      dateOfBirth: '1988-04-12',
      gender: 'Female',
      mobile: { mobileCountry: 'AU', mobileNumber: '+61412345678' },
      emergencyContact: { name: 'Tom Nguyen', mobile: { mobileNumber: '+61498765432' } },
      twoFactor: { enabled: true, method: 'Email' },
      hasPassword: true,
    });
  });

  it.each([
    [
      'an invalid mobile',
      { mobile: { mobileCountry: 'AU', mobileNumber: '12' } },
      'Please enter valid mobile number',
    ],
    ['a birth date in the future', { dateOfBirth: '2999-01-01' }, 'Invalid date of birth'],
    ['an impossible date', { dateOfBirth: '1990-02-31' }, 'Invalid date of birth'],
    [
      'a name with symbols',
      { lastName: 'Nguy3n!' },
      'Last name must contain only letters (A-Z, a-z) and spaces',
    ],
    ['a missing gender', { gender: undefined }, 'gender: This field is required'],
    ['an unknown nationality', { nationality: 'XX' }, 'Please select a country'],
  ])('refuses %s with a 400 and changes nothing', async (_label, overrides, message) => {
    const response = await call('/Profile/UpdatePersonalDetails', {
      ...personal,
      ...overrides,
      firstName: 'Changed',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
    expect(await data(await call('/Profile/RetrieveProfile'))).toMatchObject({ firstName: 'Olivia' });
  });

  it('encrypts the passport number at rest and shows only its end', async () => {
    const response = await call('/Profile/UpdatePassportInformation', passport);
    expect(response.status).toBe(200);
    expect(await data(response)).toEqual({
      passportNumberMasked: '******567',
      countryOfIssue: 'AU',
      dateOfIssue: '2020-01-15',
      dateOfExpiry: '2030-01-15',
    });
    const [row] = await t.platform.database.db
      .select()
      .from(passports)
      .where(eq(passports.travellerId, accountId));
    expect(row?.numberCiphertext).toMatch(/^v1\./);
    expect(row?.numberCiphertext).not.toContain('PA1234567');
  });

  it.each([
    ['a passport number with symbols', { passportNumber: 'PA-123' }, 'Please enter valid passport number'],
    ['no country of issue', { countryOfIssue: '' }, 'Country of issue is required'],
    ['no expiry', { dateOfExpiry: '' }, 'Date of expiry is required'],
    // Issue 25, defect 9: an expired passport was saved (an expiry before the issue date is expired too).
    ['an expired passport', { dateOfExpiry: '2019-01-01' }, 'This passport has expired'],
  ])('refuses %s', async (_label, overrides, message) => {
    const response = await call('/Profile/UpdatePassportInformation', { ...passport, ...overrides });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
  });

  it('replaces frequent flyer programs and refuses duplicates and bad numbers', async () => {
    const list = [
      { airlineCode: 'qf', programName: 'Qantas Frequent Flyer', membershipNumber: '1234567' },
      { airlineCode: 'SQ', membershipNumber: 'KF99887' },
    ];
    expect(await data(await call('/Profile/UpdateFrequentFlyers', { frequentFlyers: list }))).toEqual([
      { airlineCode: 'QF', programName: 'Qantas Frequent Flyer', membershipNumber: '1234567' },
      { airlineCode: 'SQ', programName: null, membershipNumber: 'KF99887' },
    ]);
    expect((await call('/Profile/UpdateFrequentFlyers', { frequentFlyers: [list[0], list[0]] })).status).toBe(
      400,
    );
    expect(
      (
        await call('/Profile/UpdateFrequentFlyers', {
          frequentFlyers: [{ airlineCode: 'QF', membershipNumber: '12' }],
        })
      ).status,
    ).toBe(400);
    expect(
      ((await data(await call('/Profile/RetrieveProfile'))) as { frequentFlyers: unknown[] }).frequentFlyers,
    ).toHaveLength(2);
  });

  it('re-encodes the profile picture and refuses files that are not pictures', async () => {
    const response = await call('/Profile/UpdateProfileImage', {
      fileName: 'me.png',
      image: `data:image/png;base64,${await png()}`,
    });
    expect(response.status).toBe(200);
    const url = ((await data(response)) as { profileImage: string }).profileImage;
    const stored = await sharp(Buffer.from(url.split(',')[1] ?? '', 'base64')).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 512 });

    const gif = (
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer()
    ).toString('base64');
    expect((await call('/Profile/UpdateProfileImage', { image: gif })).status).toBe(200);

    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64');
    const refused = await call('/Profile/UpdateProfileImage', { fileName: 'me.jpg', image: text });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: IMAGE_MESSAGES.format });
    expect((await call('/Profile/UpdateProfileImage', { image: '***' })).status).toBe(400);
  });

  it('stores marketing preferences', async () => {
    expect(
      await data(await call('/Profile/UpdateMarketingPreferences', { email: true, sms: false })),
    ).toEqual({ email: true, sms: false, phone: false, post: false });
    expect((await call('/Profile/UpdateMarketingPreferences', { email: 'yes' })).status).toBe(400);
  });
});

describe('security settings', () => {
  it('changes the password, keeps this session, ends the others and logs the event', async () => {
    const other = await signInFully(t, 'olivia.n@example.com');
    const newPassword = 'Harbour-Ferry-Manly-77';
    const unchanged = await call('/Profile/UpdatePassword', {
      currentPassword: STRONG_PASSWORD,
      newPassword: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
    });
    expect(await unchanged.json()).toMatchObject({
      status: 'Success',
      message: 'No data was changed',
      data: { changed: false, info: true },
    });

    const wrong = await call('/Profile/UpdatePassword', {
      currentPassword: 'Not-My-Password-1',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Error while updating password' });

    const changed = await call('/Profile/UpdatePassword', {
      currentPassword: STRONG_PASSWORD,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(200);
    expect((await call('/Account/GetProfile', undefined, 'GET')).status).toBe(200);
    expect(
      (await t.services.main.request('/Account/GetProfile', authed(other, undefined, 'GET'))).status,
    ).toBe(401);
    expect((await lastEmailTo(t, 'olivia.n@example.com'))?.subject).toMatch(/password was changed/);
    const profile = await data<{ securityEvents: Array<{ type: string }> }>(
      await call('/Profile/RetrieveProfile'),
    );
    expect(profile.securityEvents.map((event) => event.type)).toContain('password-changed');
  });

  it('re-registers email 2FA with an emailed code', async () => {
    const setup = await call('/Profile/Setup2FA', { method: 'Email' });
    expect(setup.status).toBe(200);
    expect((await call('/Profile/VerifyRegister2FA', { code: '12' })).status).toBe(400);
    const verified = await call('/Profile/VerifyRegister2FA', {
      code: await lastCodeTo(t, 'olivia.n@example.com'),
    });
    expect(verified.status).toBe(200);
    expect(await data(verified)).toEqual({ enabled: true, method: 'Email' });
    expect((await call('/Profile/Setup2FA', { method: 'SMS' })).status).toBe(400);
  });

  it('refuses SetupPassword for an account that already has one', async () => {
    const response = await call('/Login/SetupPassword', {
      newPassword: 'Another-Strong-Pass-9',
      confirmPassword: 'Another-Strong-Pass-9',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Password setup failed. Please try again.' });
  });
});
