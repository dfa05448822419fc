import { formatAud, numberFormat } from '../i18n/intl';

/** Money as the site shows it (spec §9): currency symbol $ and 2 decimals by default. */
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const DEFAULT_DECIMAL_PLACES = 2;

/** Rounds to whole cents, half away from zero, without binary drift (1.005 -> 1.01). */
export function roundMoney(amount: number, decimals = DEFAULT_DECIMAL_PLACES): number {
  const factor = 10 ** decimals;
  const sign = amount < 0 ? -1 : 1;
  // The epsilon nudge turns 100.49999999999999 (1.005 * 100 in binary) into the half it stands for.
  return (sign * Math.round(Math.abs(amount) * factor * (1 + 4 * Number.EPSILON))) / factor;
}

/**
 * "$1,234.50": AUD as the reader's language writes it (intl.ts: "AU$1.234,50" in Bahasa Indonesia,
 * "A$1,234.50" in Japanese); negatives as "-$12.00". Another symbol is written before the amount.
 */
export function formatMoney(
  amount: number,
  symbol = DEFAULT_CURRENCY_SYMBOL,
  decimals = DEFAULT_DECIMAL_PLACES,
): string {
  // `|| 0` turns -0 (a rounded tiny refund) into 0, which Intl would write "-$0.00".
  const rounded = roundMoney(amount, decimals) || 0;
  if (symbol === DEFAULT_CURRENCY_SYMBOL) return formatAud(rounded, decimals);
  const text = numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    Math.abs(rounded),
  );
  return `${rounded < 0 ? '-' : ''}${symbol}${text}`;
}

/** Whole AUD cents as the site shows money: "$2,914.20" (the reader's language's own way), never the raw value. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** Sums amounts in cents so that a total equals the sum of its displayed parts. */
export function sumMoney(amounts: number[], decimals = DEFAULT_DECIMAL_PLACES): number {
  const factor = 10 ** decimals;
  return (
    amounts.reduce((total, amount) => total + Math.round(roundMoney(amount, decimals) * factor), 0) / factor
  );
}
