import type { CardScheme } from '../../shared/contracts/order';
import type { SurchargeRule } from '../platform/payment-config';

/**
 * The card surcharge on a total, in whole cents: total × rate, rounded half up to the cent (a fraction
 * of a cent of 0.5 or more counts as a cent, as the RBA's surcharging guidance lets a merchant round
 * to its cost), then held to the cap. Integer arithmetic only: no float ever touches the amount.
 */
export function surchargeCents(totalCents: number, rule: SurchargeRule): number {
  const raw = Math.floor((totalCents * rule.rateBasisPoints + 5_000) / 10_000);
  return rule.capCents === null ? raw : Math.min(raw, rule.capCents);
}

/** The schemes whose surcharge makes `confirmedTotalCents` out of the offer's total. */
export function schemesMatching(
  totalCents: number,
  confirmedTotalCents: number,
  table: Record<CardScheme, SurchargeRule>,
): CardScheme[] {
  return (Object.keys(table) as CardScheme[]).filter(
    (scheme) => totalCents + surchargeCents(totalCents, table[scheme]) === confirmedTotalCents,
  );
}
