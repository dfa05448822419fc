/**
 * The card surcharge as the payment page shows it (spec §9: a surcharge by scheme, from the Booking
 * API's CardSurcharge; the site computes nothing, it only words the answer).
 */
import { formatCents } from '../../shared/domain/money';
import { SCHEME_NAMES } from '../../shared/contracts/card-schemes';
import type { CardSurcharge } from '../../shared/contracts/order';
import type { Translate } from '../../shared/i18n/translate';

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

/**
 * The surcharge's lines; with the page's `t`, the label is in the reader's language (issue 25: the
 * line above Pay was English on the Japanese page); without it, in English (emails, tests).
 */
export function surchargeLines(surcharge: CardSurcharge, t?: Translate): SurchargeLines {
  const rate = formatRate(surcharge.rateBasisPoints);
  const scheme = SCHEME_NAMES[surcharge.scheme];
  const cap = surcharge.capCents === null ? null : formatCents(surcharge.capCents);
  const english = `${scheme} card surcharge (${rate}${cap === null ? '' : `, at most ${cap}`})`;
  const label = !t
    ? english
    : cap === null
      ? t('payment.surchargeLabel', { scheme, rate })
      : t('payment.surchargeLabelCapped', { scheme, rate, cap });
  return {
    label,
    surcharge: formatCents(surcharge.surchargeCents),
    total: formatCents(surcharge.totalWithSurchargeCents),
    totalCents: surcharge.totalWithSurchargeCents,
  };
}
