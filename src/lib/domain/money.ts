/** Money as the site shows it (spec §9): currency symbol $ and 2 decimals by default. */
export const DEFAULT_CURRENCY = 'AUD';
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const DEFAULT_DECIMAL_PLACES = 2;

/** Rounds to whole cents, half away from zero, without binary drift (1.005 -> 1.01). */
export function roundMoney(amount: number, decimals = DEFAULT_DECIMAL_PLACES): number {
  const factor = 10 ** decimals;
  const sign = amount < 0 ? -1 : 1;
  // The epsilon nudge turns 100.49999999999999 (1.005 * 100 in binary) into the half it stands for.
  return (sign * Math.round(Math.abs(amount) * factor * (1 + 4 * Number.EPSILON))) / factor;
}

/** "$1,234.50": symbol, thousands separators, fixed decimals; negatives as "-$12.00". */
export function formatMoney(
  amount: number,
  symbol = DEFAULT_CURRENCY_SYMBOL,
  decimals = DEFAULT_DECIMAL_PLACES,
): string {
  const rounded = roundMoney(amount, decimals);
  const text = Math.abs(rounded).toLocaleString('en-AU', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${rounded < 0 ? '-' : ''}${symbol}${text}`;
}

/** Sums amounts in cents so that a total equals the sum of its displayed parts. */
export function sumMoney(amounts: number[], decimals = DEFAULT_DECIMAL_PLACES): number {
  const factor = 10 ** decimals;
  return (
    amounts.reduce((total, amount) => total + Math.round(roundMoney(amount, decimals) * factor), 0) / factor
  );
}
