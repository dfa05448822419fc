/** Passenger types of a flight search (spec §9): children are 2 years or over, infants under 2. */
export const PASSENGER_TYPES = ['Adult', 'Children', 'Infants'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export interface PassengerCounts {
  adult: number;
  children: number;
  infants: number;
}

export const DEFAULT_PASSENGERS: PassengerCounts = { adult: 1, children: 0, infants: 0 };

/** One traveller entry per passenger of a search (T1, T2...), adults first: the booking screens and the
 * offers number passengers alike, so a traveller id means the same person on both sides. */
export function travelersFor(
  counts: PassengerCounts,
): { travelerId: string; passengerType: PassengerType }[] {
  const types: PassengerType[] = [
    ...Array.from({ length: counts.adult }, () => 'Adult' as const),
    ...Array.from({ length: counts.children }, () => 'Children' as const),
    ...Array.from({ length: counts.infants }, () => 'Infants' as const),
  ];
  return types.map((passengerType, index) => ({ travelerId: `T${index + 1}`, passengerType }));
}

/** Most seats one booking may hold (infants sit on a lap and do not count). */
export const MAX_SEATED_PASSENGERS = 9;

/** Age in whole years on a date; dates as YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The passenger type of a traveller born on dateOfBirth who travels on travelDate. */
export function passengerTypeOn(dateOfBirth: string, travelDate: string): PassengerType {
  const age = ageOn(dateOfBirth, travelDate);
  if (age < 2) return 'Infants';
  if (age < 12) return 'Children';
  return 'Adult';
}

/** The problem with a passenger mix, or null when it can be searched. */
export function checkPassengerCounts(counts: PassengerCounts): string | null {
  const { adult, children, infants } = counts;
  if (![adult, children, infants].every((n) => Number.isInteger(n) && n >= 0)) {
    return 'Passenger counts must be whole numbers';
  }
  if (adult < 1) return 'At least one adult must travel';
  if (infants > adult) return 'Each infant must travel with an adult: infants cannot outnumber adults';
  if (adult + children > MAX_SEATED_PASSENGERS) {
    return `At most ${MAX_SEATED_PASSENGERS} adults and children can be booked together`;
  }
  return null;
}

/** Reads the wire list [{passengerType, count}] into counts; a type listed twice adds up. */
export function countPassengers(list: { passengerType: PassengerType; count: number }[]): PassengerCounts {
  const counts: PassengerCounts = { adult: 0, children: 0, infants: 0 };
  for (const item of list) {
    if (item.passengerType === 'Adult') counts.adult += item.count;
    else if (item.passengerType === 'Children') counts.children += item.count;
    else counts.infants += item.count;
  }
  return counts;
}
