/** Fare conditions (spec §4) as the Booking API sends them and the fare matrix shows them. */
export type RefundCondition = 'Refundable' | 'RefundableWithFee' | 'NotRefundable';
export type ExchangeCondition = 'Exchangeable' | 'ExchangeableWithFee' | 'NotAllowed';

const REFUND_LABELS: Record<RefundCondition, string> = {
  Refundable: 'Refundable',
  RefundableWithFee: 'Refundable with fee',
  NotRefundable: 'Not refundable',
};
const EXCHANGE_LABELS: Record<ExchangeCondition, string> = {
  Exchangeable: 'Changes allowed',
  ExchangeableWithFee: 'Changes with fee',
  NotAllowed: 'Changes not allowed',
};

export function describeRefund(condition: RefundCondition): string {
  return REFUND_LABELS[condition];
}

export function describeExchange(condition: ExchangeCondition): string {
  return EXCHANGE_LABELS[condition];
}

export const CABIN_CLASSES = ['Economy', 'PremiumEconomy', 'Business', 'First'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];
export const DEFAULT_CABIN: CabinClass = 'Business';

export const CABIN_LABELS: Record<CabinClass, string> = {
  Economy: 'Economy',
  PremiumEconomy: 'Premium Economy',
  Business: 'Business',
  First: 'First',
};

/** Cabins from lowest to highest, for mixed-cabin itineraries. */
export function cabinRank(cabin: CabinClass): number {
  return CABIN_CLASSES.indexOf(cabin);
}
