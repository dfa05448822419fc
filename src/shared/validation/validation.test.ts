import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fitsTicketName, isIsoDate, isPasswordPolicyMet, PassportNumberSchema } from './fields';
import { MobileSchema } from './mobile-field';
import { SignupSchema } from './account-forms';
import { PassportSchema } from './profile-forms';
import { MESSAGES } from './messages';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('password policy (spec §5)', () => {
  it.each([
    ['Abcdefghij1!', true],
    ['Abcdefghi1!', false], // 11 characters
    ['abcdefghij1!', false], // no upper case
    ['ABCDEFGHIJ1!', false], // no lower case
    ['Abcdefghijk!', false], // no digit
    ['Abcdefghijk1', false], // no special character
  ])('%s -> %s', (password, ok) => expect(isPasswordPolicyMet(password)).toBe(ok));
});

describe('field rules', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['24-01-01', false],
  ])('isIsoDate(%s) -> %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));

  it('limits title, first and last name to 29 characters together', () => {
    expect(fitsTicketName({ title: 'Mrs', firstName: 'Elizabeth', lastName: 'Montgomery' })).toBe(true); // 24 with the spaces
    expect(fitsTicketName({ title: 'Doctor', firstName: 'Alexandriana', lastName: 'Montgomery' })).toBe(
      false,
    ); // 30
  });

  it('normalises mobile numbers to E.164 and refuses impossible ones', () => {
    expect(v.parse(MobileSchema, { mobileCountry: 'au', mobileNumber: '0412 345 678' })).toEqual({
      mobileCountry: 'AU',
      mobileNumber: '+61412345678',
    });
    expect(firstMessage(MobileSchema, { mobileCountry: 'AU', mobileNumber: '0412' })).toBe(MESSAGES.mobile);
  });

  it('accepts alphanumeric passport numbers only', () => {
    expect(v.parse(PassportNumberSchema, ' pa1234567 ')).toBe('PA1234567');
    expect(firstMessage(PassportNumberSchema, 'PA 12345')).toBe(MESSAGES.passport);
  });

  it('uses the spec texts for passport expiry and country of issue', () => {
    expect(
      firstMessage(PassportSchema, {
        passportNumber: 'PA1234567',
        countryOfIssue: '',
        dateOfExpiry: '2030-01-01',
      }),
    ).toBe(MESSAGES.countryOfIssueRequired);
    expect(
      firstMessage(PassportSchema, { passportNumber: 'PA1234567', countryOfIssue: 'AU', dateOfExpiry: '' }),
    ).toBe(MESSAGES.expiryRequired);
    // Issue 25, defect 9: a saved passport fills bookings, so an expired one is refused.
    expect(
      firstMessage(PassportSchema, {
        passportNumber: 'PA1234567',
        countryOfIssue: 'AU',
        dateOfExpiry: '2020-05-01',
      }),
    ).toBe(MESSAGES.passportExpired);
  });

  it("reports a confirmation mismatch on confirmPassword with the spec's text", () => {
    const result = v.safeParse(SignupSchema, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      newPassword: 'Abcdefghij1!',
      confirmPassword: 'Abcdefghij2!',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("New password and confirm password don't match");
    expect(result.issues?.[0]?.path?.map((item) => item.key)).toEqual(['confirmPassword']);
  });
});
