import { describe, expect, it } from 'vitest';
import { translateKnownMessage } from '../../shared/i18n/known-messages';
import { knownMessagePairs } from '../../lib/i18n/known-messages.server';
import type { FullProfile } from '../../shared/contracts/account';
import {
  EMPTY_GUEST,
  GUEST_TITLES,
  guestChoices,
  guestErrors,
  initialGuest,
  type GuestDraft,
} from './guest-details';
import { hotelOrderBody } from './hotel-payment-flow';

const valid: GuestDraft = {
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  mobileCountry: 'AU',
  mobileNumber: '0412 345 678',
  specialRequests: '',
};

const profile = {
  email: 'ada@example.com',
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  mobile: { mobileCountry: 'AU', mobileNumber: '0412345678' },
  companions: [
    {
      companionId: 'cmp_1',
      title: 'Mr',
      firstName: 'Charles',
      lastName: 'Babbage',
      email: null,
      mobile: null,
    },
  ],
} as unknown as FullProfile;

describe('guest details (step 1)', () => {
  it('passes a complete lead guest', () => {
    expect(guestErrors(valid)).toBeUndefined();
  });

  it('names each missing or wrong field with the spec texts', () => {
    const errors = guestErrors({ ...EMPTY_GUEST, email: 'not-an-email', mobileNumber: '12' });
    expect(errors).toMatchObject({
      title: 'This field is required',
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field must be a valid email',
      mobileNumber: 'Please enter valid mobile number',
    });
  });

  it('allows special requests up to 250 characters and 5 lines, counted once cleaned', () => {
    expect(guestErrors({ ...valid, specialRequests: 'x'.repeat(250) })).toBeUndefined();
    expect(guestErrors({ ...valid, specialRequests: `${'x'.repeat(250)}\u202E\u200B` })).toBeUndefined();
    expect(guestErrors({ ...valid, specialRequests: 'x'.repeat(251) })?.specialRequests).toBe(
      'Special requests can be at most 250 characters',
    );
    expect(guestErrors({ ...valid, specialRequests: 'a\nb\nc\nd\ne\nf' })?.specialRequests).toBe(
      'Special requests can be at most 5 lines',
    );
  });

  it('shows the special requests limits in the reader’s language', () => {
    const japanese = knownMessagePairs('ja', ['bookingMessages']);
    const long = guestErrors({ ...valid, specialRequests: 'x'.repeat(251) })!.specialRequests!;
    expect(translateKnownMessage(japanese, long)).toBe('特別リクエストは250文字以内で入力してください');
    const tall = guestErrors({ ...valid, specialRequests: 'a\nb\nc\nd\ne\nf' })!.specialRequests!;
    expect(translateKnownMessage(japanese, tall)).toBe('特別リクエストは5行以内で入力してください');
  });

  it('offers the traveller then each companion, with the traveller contact as the fallback', () => {
    const choices = guestChoices(profile);
    expect(choices.map((choice) => choice.label)).toEqual(['Ada Lovelace', 'Charles Babbage']);
    expect(choices[1]!.draft).toMatchObject({
      title: 'Mr',
      firstName: 'Charles',
      email: 'ada@example.com',
      mobileNumber: '0412345678',
    });
    expect(guestChoices(null)).toEqual([]);
  });

  it('starts from what the tab saved, else the signed-in traveller, else blank', () => {
    expect(initialGuest(valid, profile)).toEqual(valid);
    expect(initialGuest(null, profile).firstName).toBe('Ada');
    expect(initialGuest(null, null)).toEqual(EMPTY_GUEST);
  });
});

describe('hotelOrderBody', () => {
  const input = {
    paymentMode: 'MintPayment' as const,
    paymentId: 'pay_0123456789abcdef01234567',
    consent: { termsAccepted: true, detailsConfirmed: true },
    confirmedTotalCents: 124_808,
  };

  it('books the quote with the guest, the payment and the agreement', () => {
    expect(hotelOrderBody('ctg', 'hq_0123456789abcdef01234567', valid, input)).toEqual({
      siteId: 'ctg',
      quoteId: 'hq_0123456789abcdef01234567',
      paymentMode: 'MintPayment',
      paymentId: 'pay_0123456789abcdef01234567',
      guest: {
        title: 'Ms',
        firstName: 'Ada',
        lastName: 'Lovelace',
        contact: { email: 'Ada@Example.com', mobile: { mobileCountry: 'AU', mobileNumber: '0412 345 678' } },
        specialRequests: '',
      },
      consent: { termsAccepted: true, detailsConfirmed: true },
      confirmedTotalCents: 124_808,
    });
  });

  it('sends no paymentId with an invoice', () => {
    const body = hotelOrderBody('ctg', 'hq_0123456789abcdef01234567', valid, {
      ...input,
      paymentMode: 'Invoice',
    });
    expect(body).not.toHaveProperty('paymentId');
  });

  it('has no body without valid guest details (back to step 1)', () => {
    expect(hotelOrderBody('ctg', 'hq_0123456789abcdef01234567', null, input)).toBeNull();
    expect(
      hotelOrderBody('ctg', 'hq_0123456789abcdef01234567', { ...valid, lastName: '' }, input),
    ).toBeNull();
  });
});

describe('the lead guest titles (issue 25, defect 9: "Mr, Mrs, …, Mr., Mrs., …")', () => {
  it('offers each title once, with Miss', () => {
    const plain = GUEST_TITLES.map((title) => title.replace(/\.$/, '').replace(/^Doctor$/, 'Dr'));
    expect(new Set(plain).size).toBe(GUEST_TITLES.length);
    expect(GUEST_TITLES).toEqual(['Mr', 'Mrs', 'Ms', 'Doctor', 'Miss', 'Prof.', 'Mx.', 'Sir', 'Madam']);
  });
});
