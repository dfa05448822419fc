import type { Deal } from '../content/content.schema';

/** The fields every deal fills (the Deal page shows each), checked on the seed files and the API. */
export const DEAL_FIELDS = [
  'name',
  'destinations',
  'stopovers',
  'leadInPrice',
  'departurePorts',
  'seasons',
  'departureDates',
  'baggage',
  'cabinClass',
  'airline',
  'bookBy',
  'depositToBook',
  'fullPaymentBy',
  'changeFee',
  'notes',
] as const satisfies readonly (keyof Deal)[];
