/**
 * Pure rules of the reference payment gateway: card number checks, schemes by IIN range, expiry, the
 * test cards and their behaviour, and the authorisation state machine.
 */
import { passesLuhn } from '../../../shared/domain/luhn';

export type CardScheme = 'visa' | 'mastercard' | 'amex' | 'diners' | 'discover' | 'jcb' | 'unionpay';

/** What an authorisation with a card does in test mode. */
export type CardBehaviour =
  | 'approve'
  | 'decline_insufficient_funds'
  | 'decline_do_not_honour'
  | 'decline_expired_card'
  | 'challenge'
  | 'challenge_then_decline'
  | 'never_answer';

export type AuthorisationStatus =
  'pending' | 'requires_action' | 'approved' | 'declined' | 'captured' | 'voided';

export interface TestCard {
  number: string;
  scheme: CardScheme;
  behaviour: CardBehaviour;
  description: string;
}

/** The documented test cards (docs/payments-gateway.md). Any other valid card number approves. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', scheme: 'visa', behaviour: 'approve', description: 'Approved' },
  { number: '5555555555554444', scheme: 'mastercard', behaviour: 'approve', description: 'Approved' },
  { number: '378282246310005', scheme: 'amex', behaviour: 'approve', description: 'Approved' },
  {
    number: '4000000000009995',
    scheme: 'visa',
    behaviour: 'decline_insufficient_funds',
    description: 'Declined: insufficient funds',
  },
  {
    number: '4000000000000002',
    scheme: 'visa',
    behaviour: 'decline_do_not_honour',
    description: 'Declined: do not honour',
  },
  {
    number: '4000000000000069',
    scheme: 'visa',
    behaviour: 'decline_expired_card',
    description: 'Declined: expired card (whatever expiry is entered)',
  },
  {
    number: '4000000000003220',
    scheme: 'visa',
    behaviour: 'challenge',
    description: '3-D Secure: approved when the challenge is completed, declined when cancelled',
  },
  {
    number: '4000008400001629',
    scheme: 'visa',
    behaviour: 'challenge_then_decline',
    description: '3-D Secure, then declined by the issuer (do not honour) after the challenge',
  },
  {
    number: '4000000000000259',
    scheme: 'visa',
    behaviour: 'never_answer',
    description: 'Never answers: the authorisation stays pending',
  },
];

export interface Decline {
  code: string;
  message: string;
}

export const DECLINES = {
  insufficientFunds: { code: 'insufficient_funds', message: 'The card has insufficient funds.' },
  doNotHonour: { code: 'do_not_honour', message: 'The card was declined by its issuer.' },
  expiredCard: { code: 'expired_card', message: 'The card has expired.' },
  authenticationFailed: {
    code: 'authentication_failed',
    message: 'The cardholder did not complete 3-D Secure authentication.',
  },
} as const satisfies Record<string, Decline>;

/** The digits of a card number as typed: spaces (and nothing else) removed. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/ /g, '');
}

/** The Luhn (mod 10) check every payment card number passes. */
export const isLuhnValid = passesLuhn;

const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

/** The card scheme by its issuer identification number (IIN) range; undefined when not accepted. */
export function detectScheme(digits: string): CardScheme | undefined {
  if (/^3[47]/.test(digits)) return 'amex';
  if (inRange(digits, 4, 3528, 3589)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (/^4/.test(digits)) return 'visa';
  return undefined;
}

/** Amex prints a 4-digit CCV on the front; every other scheme a 3-digit one on the back. */
export function ccvLength(scheme: CardScheme): number {
  return scheme === 'amex' ? 4 : 3;
}

/** A card is valid to the end of its expiry month (UTC). */
export function isExpired(month: number, year: number, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** Two-digit years mean 20YY, as printed on cards. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === digits)?.behaviour ?? 'approve';
}

export interface AuthorisationOutcome {
  status: 'approved' | 'declined' | 'requires_action' | 'pending';
  decline?: Decline;
}

/** What the issuer answers to an authorisation request, before any 3-D Secure challenge. */
export function outcomeOf(behaviour: CardBehaviour): AuthorisationOutcome {
  switch (behaviour) {
    case 'approve':
      return { status: 'approved' };
    case 'decline_insufficient_funds':
      return { status: 'declined', decline: DECLINES.insufficientFunds };
    case 'decline_do_not_honour':
      return { status: 'declined', decline: DECLINES.doNotHonour };
    case 'decline_expired_card':
      return { status: 'declined', decline: DECLINES.expiredCard };
    case 'challenge':
    case 'challenge_then_decline':
      return { status: 'requires_action' };
    case 'never_answer':
      return { status: 'pending' };
  }
}

/** What the issuer answers once the cardholder completed or cancelled the challenge. */
export function outcomeAfterChallenge(
  behaviour: CardBehaviour,
  outcome: 'complete' | 'cancel',
): AuthorisationOutcome {
  if (outcome === 'cancel') return { status: 'declined', decline: DECLINES.authenticationFailed };
  if (behaviour === 'challenge_then_decline') return { status: 'declined', decline: DECLINES.doNotHonour };
  return { status: 'approved' };
}

/** Why a capture is refused, or undefined when allowed (a repeat of the same capture is allowed). */
export function captureRefusal(
  status: AuthorisationStatus,
  requestedCents: number,
  capturedCents: number | null,
  amountCents: number,
): string | undefined {
  if (status === 'captured') {
    return capturedCents === requestedCents
      ? undefined
      : `This authorisation was already captured for ${capturedCents} cents`;
  }
  if (status !== 'approved') return `A ${status.replace('_', ' ')} authorisation cannot be captured`;
  if (requestedCents > amountCents) {
    return `The capture amount cannot exceed the authorised amount of ${amountCents} cents`;
  }
  return undefined;
}

/** Why a void is refused, or undefined when allowed (voiding a voided one again is allowed). */
export function voidRefusal(status: AuthorisationStatus): string | undefined {
  if (status === 'captured') return 'A captured authorisation cannot be voided';
  if (status === 'declined') return 'A declined authorisation cannot be voided';
  return undefined;
}

/**
 * Why a refund of `requestedCents` cannot be made, or undefined: only a captured payment is refunded,
 * in parts or whole, and never more in total than was captured.
 */
export function refundRefusal(
  status: AuthorisationStatus,
  requestedCents: number,
  capturedCents: number | null,
  refundedCents: number,
): string | undefined {
  if (status !== 'captured') {
    return `A ${status.replace('_', ' ')} authorisation cannot be refunded: only a captured payment can`;
  }
  const left = (capturedCents ?? 0) - refundedCents;
  if (requestedCents > left) {
    return left === 0
      ? 'This payment was already refunded in full'
      : `The refund cannot exceed the ${left} cents of the capture not yet refunded`;
  }
  return undefined;
}
