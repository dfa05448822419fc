/**
 * An amount as a bank statement or an agent writes it ("$2,914.20", "2914.2", "15") in cents; null for
 * anything that is not a positive amount with at most two decimals. Shared: the services read statements
 * with it and the agents' page reads its form with it, so both accept exactly the same amounts.
 */
export function amountToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
}
