import { describe, expect, it } from 'vitest';
import { validCardForm } from '../card-form.fixture';
import { CARD_MESSAGES } from '../card-rules';
import { paymentFormErrors, paymentValues } from './payment-form';

const TODAY = new Date(2026, 10, 28);
const card = validCardForm('Amelia Hartley');
const agreed = { termsAccepted: true, detailsConfirmed: true };

describe('the payment form rules', () => {
  it('names each problem by its field path, the card before the agreement', () => {
    const errors = paymentFormErrors(
      paymentValues({ ...card, cardNumber: '4242 4242 4242 4241' }),
      { card: true, consent: true },
      TODAY,
    );
    expect(Object.keys(errors!.fields)).toEqual([
      'card.cardNumber',
      'consent.termsAccepted',
      'consent.detailsConfirmed',
    ]);
    expect(errors!.fields['card.cardNumber']).toBe(CARD_MESSAGES.cardNumber);
    expect(errors!.fields['consent.termsAccepted']).toBe('Please agree to the terms and conditions');
  });

  it('leaves the card alone when paying by invoice, and the agreement where the form does not ask it', () => {
    expect(paymentFormErrors(paymentValues(), { card: false, consent: false }, TODAY)).toBeUndefined();
    expect(
      paymentFormErrors({ card, consent: agreed }, { card: true, consent: true }, TODAY),
    ).toBeUndefined();
    expect(
      Object.keys(paymentFormErrors(paymentValues(card), { card: false, consent: true }, TODAY)!.fields),
    ).toEqual(['consent.termsAccepted', 'consent.detailsConfirmed']);
  });
});
