/** Pieces of a flight search shared by the search, calendar, shortlist and price-alert tests. */
import type * as v from 'valibot';
import type { PassengerInfoSchema } from '../../shared/contracts/flights';

export const SYD = { code: 'SYD', codeType: 'A' as const, name: 'Sydney' };
export const LON = { code: 'LON', codeType: 'C' as const, name: 'London, all airports' };

/** Two adults and a child, as a stored search's passengerInfos list them (a fresh list each call). */
export const familyPassengerInfos = (): v.InferOutput<typeof PassengerInfoSchema>[] => [
  { passengerType: 'Adult', count: 2 },
  { passengerType: 'Children', count: 1 },
  { passengerType: 'Infants', count: 0 },
];
