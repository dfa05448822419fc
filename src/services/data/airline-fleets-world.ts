import { blockedMiddle, flat121, NARROW, recliner22, seat, type, WIDE, type FleetType } from './airline-fleet-types';

/** Fleets of the Middle East, European and American airlines that fly Australians (see airline-fleets.ts). */
// One row per type: a table reads better than wrapped calls.
// prettier-ignore
export const WORLD_FLEETS: Record<string, FleetType[]> = {
  EK: [
    // 777-300ER Business: 2-3-2, lie-flat, no direct aisle access, the seat most of the fleet has in 2026. The
    // retrofit to a 1-2-1 cabin (38 seats) flew first in August 2024 (EK83, Dubai-Geneva) and reaches part of
    // the fleet only, so no 777 booking can promise it (aerotelegraph.com, livefromalounge.com, 2024).
    type('388', 'Airbus A380-800', [3000, 14500], 'YWJF', flat121(), seat('1-2-1', true, true, 'First Class Private Suite')),
    type('77W', 'Boeing 777-300ER', [1000, 13500], 'YJF', seat('2-3-2', true, false), seat('1-2-1', true, true)),
    type('359', 'Airbus A350-900', [1000, 12000], 'YWJ', flat121()),
  ],
  QR: [
    type('388', 'Airbus A380-800', [5000, 14500], 'YJF', flat121(), seat('1-2-1', true, true)),
    type('77W', 'Boeing 777-300ER', [2000, 13500], 'YJ', flat121('Qsuite')),
    type('359', 'Airbus A350-900', [2000, 15000], 'YJ', flat121('Qsuite')),
    type('351', 'Airbus A350-1000', [2000, 15000], 'YJ', flat121('Qsuite')),
    type('789', 'Boeing 787-9', [2000, 13500], 'YJ', flat121()),
    type('320', 'Airbus A320', [0, 4500], 'YJ', recliner22()),
  ],
  EY: [
    type('789', 'Boeing 787-9', [2000, 14000], 'YJ', flat121('Business Studio')),
    type('781', 'Boeing 787-10', [2000, 11500], 'YJ', flat121('Business Studio')),
    type('351', 'Airbus A350-1000', [2000, 14500], 'YJ', flat121()),
    type('388', 'Airbus A380-800', [5000, 14000], 'YJF', flat121('Business Studio'), seat('1-1', true, true, 'First Apartment')),
    type('320', 'Airbus A320', [0, 4500], 'YJ', recliner22()),
  ],
  TK: [
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YJ', seat('2-3-2', true, false)),
    type('359', 'Airbus A350-900', [2000, 15000], 'YJ', flat121()),
    type('789', 'Boeing 787-9', [2000, 13500], 'YJ', flat121()),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22()),
    type('7M8', 'Boeing 737-8', NARROW, 'YJ', recliner22()),
  ],
  BA: [
    type('388', 'Airbus A380-800', [5000, 14500], 'YWJF', seat('2-3-2', true, false, 'Club World'), seat('1-2-1', true, true)),
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJF', flat121('Club Suite'), seat('1-2-1', true, true)),
    type('789', 'Boeing 787-9', [3000, 14000], 'YWJF', flat121('Club Suite'), seat('1-2-1', true, true)),
    type('781', 'Boeing 787-10', [3000, 11500], 'YWJF', flat121('Club Suite'), seat('1-2-1', true, true)),
    type('351', 'Airbus A350-1000', [3000, 15000], 'YWJ', flat121('Club Suite')),
    type('320', 'Airbus A320', [0, 4000], 'YJ', blockedMiddle('Club Europe')),
    type('32Q', 'Airbus A321neo', [0, 4500], 'YJ', blockedMiddle('Club Europe')),
  ],
  VS: [
    type('789', 'Boeing 787-9', WIDE, 'YWJ', seat('1-1-1', true, true, 'Upper Class')),
    type('351', 'Airbus A350-1000', WIDE, 'YWJ', seat('1-1-1', true, true, 'Upper Class Suite')),
    type('339', 'Airbus A330-900neo', [2000, 11000], 'YWJ', seat('1-1-1', true, true, 'Upper Class Suite')),
  ],
  LH: [
    type('359', 'Airbus A350-900', [3000, 15000], 'YWJ', flat121('Allegris')),
    type('388', 'Airbus A380-800', [5000, 14500], 'YWJF', seat('2-2-2', true, false), seat('1-1', true, true)),
    type('789', 'Boeing 787-9', [3000, 14000], 'YWJ', flat121('Allegris')),
    type('32N', 'Airbus A320neo', [0, 4000], 'YJ', blockedMiddle()),
    type('32Q', 'Airbus A321neo', [0, 4500], 'YJ', blockedMiddle()),
  ],
  LX: [
    type('77W', 'Boeing 777-300ER', [4000, 13500], 'YWJF', seat('2-1-2', true, false), seat('1-1-1', true, true)),
    type('333', 'Airbus A330-300', [3000, 11000], 'YWJ', seat('2-1-2', true, false)),
    type('223', 'Airbus A220-300', [0, 3500], 'YJ', blockedMiddle()),
    type('32N', 'Airbus A320neo', [0, 4000], 'YJ', blockedMiddle()),
  ],
  AF: [
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJF', flat121(), seat('1-1', true, true, 'La Première')),
    type('359', 'Airbus A350-900', [3000, 15000], 'YWJ', flat121()),
    type('789', 'Boeing 787-9', [3000, 14000], 'YWJ', flat121()),
    type('223', 'Airbus A220-300', [0, 3500], 'YJ', blockedMiddle()),
    type('32N', 'Airbus A320neo', [0, 4000], 'YJ', blockedMiddle()),
  ],
  KL: [
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJ', flat121()),
    type('789', 'Boeing 787-9', [3000, 14000], 'YWJ', flat121()),
    type('781', 'Boeing 787-10', [3000, 11500], 'YWJ', flat121()),
    type('333', 'Airbus A330-300', [3000, 11000], 'YWJ', flat121()),
    type('73H', 'Boeing 737-800', [0, 4000], 'YJ', blockedMiddle()),
    type('290', 'Embraer E195-E2', [0, 3000], 'YJ', seat('2-2', false, false)),
  ],
  AY: [
    type('359', 'Airbus A350-900', [3000, 15000], 'YWJ', flat121('AirLounge')),
    type('333', 'Airbus A330-300', [3000, 11000], 'YWJ', flat121('AirLounge')),
    type('321', 'Airbus A321', [0, 4000], 'YJ', blockedMiddle()),
    type('320', 'Airbus A320', [0, 3500], 'YJ', blockedMiddle()),
  ],
  UA: [
    type('789', 'Boeing 787-9', [3000, 14500], 'YWJ', flat121('Polaris')),
    type('781', 'Boeing 787-10', [3000, 11500], 'YWJ', flat121('Polaris')),
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJ', flat121('Polaris')),
    type('738', 'Boeing 737-800', NARROW, 'YJ', recliner22('United First')),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22('United First')),
  ],
  AA: [
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJF', flat121('Flagship Business'), seat('1-1-1', true, true, 'Flagship First')),
    type('789', 'Boeing 787-9', [3000, 14000], 'YWJ', flat121('Flagship Business')),
    type('788', 'Boeing 787-8', [3000, 12500], 'YWJ', flat121('Flagship Business')),
    type('738', 'Boeing 737-800', NARROW, 'YJ', recliner22()),
    type('321', 'Airbus A321', NARROW, 'YJ', recliner22()),
  ],
  DL: [
    type('359', 'Airbus A350-900', [3000, 15000], 'YWJ', flat121('Delta One Suite')),
    type('339', 'Airbus A330-900neo', [3000, 11500], 'YWJ', flat121('Delta One Suite')),
    type('333', 'Airbus A330-300', [3000, 10500], 'YWJ', flat121('Delta One')),
    type('321', 'Airbus A321', NARROW, 'YJ', recliner22('Delta First')),
    type('73H', 'Boeing 737-900ER', NARROW, 'YJ', recliner22('Delta First')),
  ],
  AC: [
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJ', flat121('Signature Class')),
    type('789', 'Boeing 787-9', [3000, 14000], 'YWJ', flat121('Signature Class')),
    type('788', 'Boeing 787-8', [3000, 12500], 'YWJ', flat121('Signature Class')),
    type('333', 'Airbus A330-300', [3000, 10500], 'YWJ', flat121('Signature Class')),
    type('223', 'Airbus A220-300', [0, 5000], 'YJ', recliner22()),
    type('7M8', 'Boeing 737-8', NARROW, 'YJ', recliner22()),
  ],
  HA: [
    type('789', 'Boeing 787-9', [3000, 14000], 'YJ', flat121('Leihōkū Suite')),
    type('332', 'Airbus A330-200', [2000, 11000], 'YJ', seat('2-2-2', true, false)),
    type('717', 'Boeing 717', [0, 1000], 'YJ', recliner22()),
  ],
};
