/**
 * The card schemes the gateway knows and their names as people write them. One place for both: the
 * names were written out twice (the gateway and the payment page) and a third time was about to be.
 */
export const CARD_SCHEMES = ['visa', 'mastercard', 'amex', 'diners', 'jcb', 'unionpay', 'discover'] as const;
export type CardScheme = (typeof CARD_SCHEMES)[number];

export const SCHEME_NAMES: Record<CardScheme, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
