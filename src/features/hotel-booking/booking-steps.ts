/**
 * The hotel booking's steps (spec §4: steps 1-3, only step 1 editable at first): each later step
 * opens once every step before it is valid. Pure, so the rule is tested apart from the screen.
 */
export const HOTEL_BOOKING_STEPS = ['guest', 'payment', 'review'] as const;

export interface StepValidity {
  /** Step 1 passes HotelGuestFormSchema. */
  guestValid: boolean;
  /** Step 2: a method is chosen; with a card, the card form is valid and its surcharge known. */
  paymentValid: boolean;
}

/** The highest step number (1-3) the traveller may open. */
export function lastUnlockedStep({ guestValid, paymentValid }: StepValidity): 1 | 2 | 3 {
  if (!guestValid) return 1;
  return paymentValid ? 3 : 2;
}

export function isStepUnlocked(step: number, validity: StepValidity): boolean {
  return step >= 1 && step <= lastUnlockedStep(validity);
}

/**
 * The step to show: the one asked for when it is open, else the last open one (an earlier step made
 * invalid again closes the steps after it).
 */
export function visibleStep(requested: number, validity: StepValidity): 1 | 2 | 3 {
  const last = lastUnlockedStep(validity);
  return (requested >= 1 && requested <= last ? requested : last) as 1 | 2 | 3;
}

export interface PaymentStepInput {
  mode: 'MintPayment' | 'Invoice' | null;
  /** The card form's errors (validateCardForm); empty when valid. */
  cardErrorCount: number;
  /** The card's surcharge has been answered (the total with it is shown before paying). */
  surchargeKnown: boolean;
}

/** Step 2's validity: invoice needs nothing more; a card needs valid fields and its surcharge. */
export function isPaymentStepValid({ mode, cardErrorCount, surchargeKnown }: PaymentStepInput): boolean {
  if (mode === 'Invoice') return true;
  if (mode === 'MintPayment') return cardErrorCount === 0 && surchargeKnown;
  return false;
}
