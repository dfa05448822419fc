/**
 * The card form's rules in the browser (spec §3 card fields, §5 'Invalid credit card number'). They
 * only spare the traveller a round trip: the gateway checks the card again when it tokenises it, and
 * the card number and CCV go nowhere but there.
 */
import { BOOKING_MESSAGES, isLuhnValid } from '../../shared/validation/booking-forms';
import { MESSAGES } from '../../shared/validation/messages';
import type { CardScheme } from '../../shared/contracts/order';

export const CARD_MESSAGES = {
  cardNumber: BOOKING_MESSAGES.cardNumber,
  expiry: 'The card has expired',
  ccv: 'The CCV must be 3 digits (4 for American Express)',
  required: MESSAGES.required,
} as const;

export interface CardForm {
  cardName: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  ccv: string;
  address: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

export type CardFormErrors = Partial<Record<keyof CardForm, string>>;

export function emptyCardForm(): CardForm {
  return {
    cardName: '',
    cardNumber: '',
    expiryMonth: '',
    expiryYear: '',
    ccv: '',
    address: '',
    city: '',
    state: '',
    postcode: '',
    country: 'AU',
  };
}

/** Digits only, as the gateway reads a number typed with spaces. */
/**
 * A card number as printed on the card: groups of four, or 4-6-5 for American Express (issue 25,
 * defect 10: the number field showed one run of 16 digits). Non-digits typed are dropped.
 */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/**
 * The scheme by IIN range, the same table the gateway uses (docs/payments-gateway.md), once enough
 * digits are typed to tell; undefined before that or for a scheme the gateway refuses.
 */
export function schemeOf(cardNumber: string): CardScheme | undefined {
  const digits = cardDigits(cardNumber);
  if (!/^\d{4,19}$/.test(digits)) return undefined;
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (four === 6011 || (three >= 644 && three <= 649) || two === 65) return 'discover';
  if (four >= 3528 && four <= 3589) return 'jcb';
  if ((three >= 300 && three <= 305) || two === 36 || two === 38 || two === 39) return 'diners';
  if (two === 62) return 'unionpay';
  return undefined;
}

/** The card expires at the end of its month: the month of `today` itself is still good. */
export function isExpiryInFuture(month: number, year: number, today: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const current = today.getFullYear() * 12 + today.getMonth();
  return fullYear * 12 + (month - 1) >= current;
}

/** The form's problems by field; empty when the card can be sent to the gateway. */
export function validateCardForm(form: CardForm, today: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  for (const key of Object.keys(form) as (keyof CardForm)[]) {
    if (!form[key].trim()) errors[key] = CARD_MESSAGES.required;
  }
  if (!errors.cardNumber && (!isLuhnValid(cardDigits(form.cardNumber)) || !schemeOf(form.cardNumber))) {
    errors.cardNumber = CARD_MESSAGES.cardNumber;
  }
  if (
    !errors.expiryMonth &&
    !errors.expiryYear &&
    !isExpiryInFuture(Number(form.expiryMonth), Number(form.expiryYear), today)
  ) {
    errors.expiryYear = CARD_MESSAGES.expiry;
  }
  const ccvLength = schemeOf(form.cardNumber) === 'amex' ? 4 : 3;
  if (!errors.ccv && !new RegExp(`^\\d{${ccvLength}}$`).test(form.ccv.trim())) {
    errors.ccv = CARD_MESSAGES.ccv;
  }
  return errors;
}

/** Expiry years offered: this year and the next 15. */
export function expiryYears(today: Date): string[] {
  return Array.from({ length: 16 }, (_, index) => String(today.getFullYear() + index));
}
