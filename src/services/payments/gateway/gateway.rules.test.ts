import { describe, expect, it } from 'vitest';
import {
  refundRefusal,
  TEST_CARDS,
  behaviourOf,
  captureRefusal,
  ccvLength,
  detectScheme,
  fullExpiryYear,
  isExpired,
  isLuhnValid,
  normaliseCardNumber,
  outcomeAfterChallenge,
  outcomeOf,
  voidRefusal,
} from './gateway.rules';

describe('isLuhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['378282246310006', false],
    ['0000000000000', true],
    ['4242-4242', false],
    ['', false],
  ])('%s → %s', (digits, valid) => {
    expect(isLuhnValid(digits)).toBe(valid);
  });
});

describe('detectScheme by IIN range', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['36227206271667', 'diners'],
    ['30569309025904', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['6200000000000005', 'unionpay'],
    ['2721000000000004', undefined],
    ['5000000000000009', undefined],
    ['9999999999999995', undefined],
  ])('%s → %s', (digits, scheme) => {
    expect(detectScheme(digits)).toBe(scheme);
  });

  it('asks 4 CCV digits of American Express and 3 of the others', () => {
    expect(ccvLength('amex')).toBe(4);
    expect(ccvLength('visa')).toBe(3);
    expect(ccvLength('diners')).toBe(3);
  });
});

describe('the test cards', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card] as const))(
    '%s is Luhn-valid, of its scheme, and selects its behaviour',
    (number, card) => {
      expect(isLuhnValid(number)).toBe(true);
      expect(detectScheme(number)).toBe(card.scheme);
      expect(behaviourOf(number)).toBe(card.behaviour);
    },
  );

  it('covers approval, declines, 3-D Secure and the card that never answers', () => {
    const behaviours = new Set(TEST_CARDS.map((card) => card.behaviour));
    for (const wanted of [
      'approve',
      'decline_insufficient_funds',
      'decline_do_not_honour',
      'challenge',
      'never_answer',
    ] as const) {
      expect(behaviours).toContain(wanted);
    }
  });

  it('lets any other valid card approve', () => {
    expect(behaviourOf('4111111111111111')).toBe('approve');
  });

  it('strips the spaces a card number is typed with', () => {
    expect(normaliseCardNumber('3782 822463 10005')).toBe('378282246310005');
  });
});

describe('outcomes', () => {
  it.each([
    ['approve', 'approved', undefined],
    ['decline_insufficient_funds', 'declined', 'insufficient_funds'],
    ['decline_do_not_honour', 'declined', 'do_not_honour'],
    ['decline_expired_card', 'declined', 'expired_card'],
    ['challenge', 'requires_action', undefined],
    ['challenge_then_decline', 'requires_action', undefined],
    ['never_answer', 'pending', undefined],
  ] as const)('%s → %s %s', (behaviour, status, code) => {
    const outcome = outcomeOf(behaviour);
    expect(outcome.status).toBe(status);
    expect(outcome.decline?.code).toBe(code);
  });

  it.each([
    ['challenge', 'complete', 'approved', undefined],
    ['challenge', 'cancel', 'declined', 'authentication_failed'],
    ['challenge_then_decline', 'complete', 'declined', 'do_not_honour'],
    ['challenge_then_decline', 'cancel', 'declined', 'authentication_failed'],
  ] as const)('%s challenge %s → %s %s', (behaviour, answer, status, code) => {
    const outcome = outcomeAfterChallenge(behaviour, answer);
    expect(outcome.status).toBe(status);
    expect(outcome.decline?.code).toBe(code);
  });
});

describe('expiry', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it.each([
    [11, 2026, false],
    [12, 2026, false],
    [10, 2026, true],
    [1, 2027, false],
    [12, 2025, true],
  ])('%i/%i expired: %s', (month, year, expired) => {
    expect(isExpired(month, year, now)).toBe(expired);
  });

  it('reads two-digit years as 20YY', () => {
    expect(fullExpiryYear(30)).toBe(2030);
    expect(fullExpiryYear(2031)).toBe(2031);
  });
});

describe('the authorisation state machine', () => {
  it.each([
    ['approved', 1000, null, undefined],
    ['approved', 500, null, undefined],
    ['approved', 1001, null, 'cannot exceed'],
    ['captured', 1000, 1000, undefined],
    ['captured', 500, 1000, 'already captured'],
    ['declined', 1000, null, 'declined authorisation cannot be captured'],
    ['voided', 1000, null, 'voided authorisation cannot be captured'],
    ['pending', 1000, null, 'pending authorisation cannot be captured'],
    ['requires_action', 1000, null, 'requires action authorisation cannot be captured'],
  ] as const)('capture of %s for %i (captured %s) → %s', (status, requested, captured, refusal) => {
    const answer = captureRefusal(status, requested, captured, 1000);
    if (refusal) expect(answer).toContain(refusal);
    else expect(answer).toBeUndefined();
  });

  it.each([
    ['approved', undefined],
    ['pending', undefined],
    ['requires_action', undefined],
    ['voided', undefined],
    ['captured', 'captured authorisation cannot be voided'],
    ['declined', 'declined authorisation cannot be voided'],
  ] as const)('void of %s → %s', (status, refusal) => {
    const answer = voidRefusal(status);
    if (refusal) expect(answer).toContain(refusal);
    else expect(answer).toBeUndefined();
  });
});

describe('refundRefusal', () => {
  it.each([
    ['captured', 1_000, 1_000, 0, undefined],
    ['captured', 400, 1_000, 600, undefined],
    ['captured', 401, 1_000, 600, 'The refund cannot exceed the 400 cents of the capture not yet refunded'],
    ['captured', 1, 1_000, 1_000, 'This payment was already refunded in full'],
    ['approved', 100, null, 0, 'A approved authorisation cannot be refunded: only a captured payment can'],
    ['voided', 100, null, 0, 'A voided authorisation cannot be refunded: only a captured payment can'],
  ] as const)('%s, %i of captured %s (refunded %i): %s', (status, requested, captured, refunded, refusal) => {
    expect(refundRefusal(status, requested, captured, refunded)).toBe(refusal);
  });
});
