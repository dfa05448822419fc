/**
 * The payment form's values and rules for the form kit (form-kit.tsx): the card (spec §3, checked
 * only when paying by card) and the agreement (spec §5, where the form asks for it). Errors are named
 * by the fields' paths ("card.cardNumber"), as the kit's field meta takes them.
 */
import { emptyCardForm, validateCardForm, type CardForm } from '../card-rules';
import { consentErrors, type Consent } from '../consent';

export interface PaymentValues {
  card: CardForm;
  consent: Consent;
}

const NO_CONSENT: Consent = { termsAccepted: false, detailsConfirmed: false };

export const paymentValues = (card: CardForm = emptyCardForm()): PaymentValues => ({
  card,
  consent: NO_CONSENT,
});

/** What the form checks: the card when the card is the method, the agreement when the form asks for it. */
export interface PaymentChecks {
  card: boolean;
  consent: boolean;
}

/** The form's problems by field path (card fields first, as drawn), or undefined when it may be sent. */
export function paymentFormErrors(
  values: PaymentValues,
  checks: PaymentChecks,
  today: Date,
): { fields: Record<string, string> } | undefined {
  const fields: Record<string, string> = {};
  if (checks.card) {
    for (const [name, text] of Object.entries(validateCardForm(values.card, today)))
      fields[`card.${name}`] = text;
  }
  if (checks.consent) {
    for (const [name, text] of Object.entries(consentErrors(values.consent)))
      fields[`consent.${name}`] = text;
  }
  return Object.keys(fields).length ? { fields } : undefined;
}

/** Moves focus to the form's first field showing an error, once the errors are drawn. */
export function focusFirstInvalid(formId: string) {
  window.requestAnimationFrame(() => {
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
