import { describe, expect, it } from 'vitest';
import { isPaymentStepValid, isStepUnlocked, lastUnlockedStep, visibleStep } from './booking-steps';

describe('hotel booking steps', () => {
  it('opens only step 1 at first', () => {
    const validity = { guestValid: false, paymentValid: false };
    expect(lastUnlockedStep(validity)).toBe(1);
    expect(isStepUnlocked(2, validity)).toBe(false);
    expect(isStepUnlocked(3, validity)).toBe(false);
  });

  it('opens each later step when the ones before are valid', () => {
    expect(lastUnlockedStep({ guestValid: true, paymentValid: false })).toBe(2);
    expect(lastUnlockedStep({ guestValid: true, paymentValid: true })).toBe(3);
    // A valid payment does not open the review while the guest details are not valid.
    expect(lastUnlockedStep({ guestValid: false, paymentValid: true })).toBe(1);
  });

  it('falls back to the last open step when the one asked for is closed', () => {
    expect(visibleStep(3, { guestValid: true, paymentValid: false })).toBe(2);
    expect(visibleStep(1, { guestValid: true, paymentValid: true })).toBe(1);
    expect(visibleStep(0, { guestValid: false, paymentValid: false })).toBe(1);
  });

  it('counts the payment step valid for invoice, or for a checked card with its surcharge', () => {
    expect(isPaymentStepValid({ mode: 'Invoice', cardErrorCount: 3, surchargeKnown: false })).toBe(true);
    expect(isPaymentStepValid({ mode: 'MintPayment', cardErrorCount: 0, surchargeKnown: true })).toBe(true);
    expect(isPaymentStepValid({ mode: 'MintPayment', cardErrorCount: 1, surchargeKnown: true })).toBe(false);
    expect(isPaymentStepValid({ mode: 'MintPayment', cardErrorCount: 0, surchargeKnown: false })).toBe(false);
    expect(isPaymentStepValid({ mode: null, cardErrorCount: 0, surchargeKnown: true })).toBe(false);
  });
});
