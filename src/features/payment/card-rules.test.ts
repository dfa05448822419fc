import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  emptyCardForm,
  groupCardNumber,
  isExpiryInFuture,
  schemeOf,
  validateCardForm,
} from './card-rules';
import { validCardForm } from './card-form.fixture';

const today = new Date(2026, 10, 24);
const good = validCardForm('Ada Lovelace');

describe('schemeOf', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners'],
    ['6200000000000005', 'unionpay'],
    ['424', undefined],
    ['9999999999999995', undefined],
  ])('%s -> %s', (number, scheme) => {
    expect(schemeOf(number)).toBe(scheme);
  });
});

describe('isExpiryInFuture', () => {
  it('accepts this month and later, refuses earlier months', () => {
    expect(isExpiryInFuture(11, 2026, today)).toBe(true);
    expect(isExpiryInFuture(10, 2026, today)).toBe(false);
    expect(isExpiryInFuture(1, 27, today)).toBe(true);
    expect(isExpiryInFuture(13, 2030, today)).toBe(false);
  });
});

describe('validateCardForm', () => {
  it('accepts a complete card', () => {
    expect(validateCardForm(good, today)).toEqual({});
  });

  it('names every empty field', () => {
    const errors = validateCardForm(emptyCardForm(), today);
    expect(errors.cardName).toBe('This field is required');
    expect(errors.postcode).toBe('This field is required');
  });

  it("refuses a number that fails Luhn with the spec's text", () => {
    expect(validateCardForm({ ...good, cardNumber: '4242 4242 4242 4241' }, today).cardNumber).toBe(
      'Invalid credit card number',
    );
  });

  it('refuses an expired card and a CCV of the wrong length', () => {
    const errors = validateCardForm({ ...good, expiryMonth: '1', expiryYear: '2026', ccv: '12' }, today);
    expect(errors.expiryYear).toBe(CARD_MESSAGES.expiry);
    expect(errors.ccv).toBe(CARD_MESSAGES.ccv);
    expect(validateCardForm({ ...good, cardNumber: '378282246310005', ccv: '123' }, today).ccv).toBe(
      CARD_MESSAGES.ccv,
    );
    expect(
      validateCardForm({ ...good, cardNumber: '378282246310005', ccv: '1234' }, today).ccv,
    ).toBeUndefined();
  });
});

describe('groupCardNumber (issue 25, defect 10: the number was one run of digits)', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 42', '4242 4242 42'],
    ['4242-4242-4242-4242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['4242', '4242'],
    ['', ''],
  ])('%s reads %s', (typed, shown) => {
    expect(groupCardNumber(typed)).toBe(shown);
  });
});
