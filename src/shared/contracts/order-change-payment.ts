import type { CardScheme } from './card-schemes';

/**
 * A date change paid by card (ADR 026), as Order/Retrieve answers it among the order's payments: what
 * the card was charged (the change's total and its surcharge).
 */
export interface OrderChangePayment {
  changeId: string;
  chargedCents: number;
  surchargeCents: number;
  scheme: CardScheme;
  last4: string;
  /** Paid once captured; Authorised for the moment between the change and its capture. */
  status: 'Authorised' | 'Paid';
  /** When it was paid (or authorised), ISO instant. */
  at: string;
}
