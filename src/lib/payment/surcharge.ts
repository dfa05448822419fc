/**
 * The card surcharge as the payment page shows it (spec §9: a surcharge by scheme, from the Booking
 * API's CardSurcharge; the site computes nothing, it only words the answer).
 */
import { formatCents } from '../../shared/domain/money';
import { SCHEME_NAMES } from '../../shared/contracts/card-schemes';
import type { CardSurcharge } from '../../shared/contracts/order';

/** "1.2 %" from basis points (no trailing zeros). */
export function formatRate(rateBasisPoints: number): string {
  return `${Number((rateBasisPoints / 100).toFixed(2))}%`;
}

export interface SurchargeLines {
  /** e.g. "Visa card surcharge (1.1%)" or "... (1.1%, at most $50.00)". */
  label: string;
  surcharge: string;
  total: string;
  /** The amount PreAuth is asked to authorise. */
  totalCents: number;
}

export function surchargeLines(surcharge: CardSurcharge): SurchargeLines {
  const rate = formatRate(surcharge.rateBasisPoints);
  const cap = surcharge.capCents === null ? '' : `, at most ${formatCents(surcharge.capCents)}`;
  return {
    label: `${SCHEME_NAMES[surcharge.scheme]} card surcharge (${rate}${cap})`,
    surcharge: formatCents(surcharge.surchargeCents),
    total: formatCents(surcharge.totalWithSurchargeCents),
    totalCents: surcharge.totalWithSurchargeCents,
  };
}
