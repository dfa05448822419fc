import { WORLD_FLEETS } from './airline-fleets-world';
import { flat121, NARROW, recliner22, seat, type, type FleetType } from './airline-fleet-types';

export type { FleetType,  } from './airline-fleet-types';

/**
 * Current passenger fleets (2026) of the airlines that matter to Australians, with the Business and First
 * seat of each type, from the airlines' fleet and seat pages, SeatGuru and AeroLOPA (NOTICE.md). An
 * airline's flights are flown by the types listed here that fit the route's distance; where an airline
 * flies one type with several seats, the seat most of that fleet has is given. Airlines of the Middle East,
 * Europe and the Americas are in airline-fleets-world.ts.
 */

// One row per type: a table reads better than wrapped calls.
// prettier-ignore
const ASIA_PACIFIC_FLEETS: Record<string, FleetType[]> = {
  QF: [
    type('388', 'Airbus A380-800', [9000, 15200], 'YWJF', flat121('Business Suite'), seat('1-1-1', true, true, 'First Suite')),
    type('789', 'Boeing 787-9', [3000, 14600], 'YWJ', flat121('Business Suite')),
    type('332', 'Airbus A330-200', [2500, 11000], 'YJ', flat121('Business Suite')),
    type('333', 'Airbus A330-300', [2500, 9500], 'YJ', flat121('Business Suite')),
    type('73H', 'Boeing 737-800', NARROW, 'YJ', recliner22()),
    type('32Q', 'Airbus A321XLR', [2000, 8700], 'YJ', recliner22()),
    type('223', 'Airbus A220-300', [0, 3000], 'YJ', recliner22()),
    type('E90', 'Embraer E190', [0, 2500], 'YJ', recliner22()),
    type('DH4', 'De Havilland Dash 8-400', [0, 1200], 'Y'),
  ],
  VA: [
    type('73H', 'Boeing 737-800', NARROW, 'YJ', recliner22('Business')),
    type('7M8', 'Boeing 737-8', NARROW, 'YJ', recliner22('Business')),
    type('AT7', 'ATR 72-600', [0, 1000], 'Y'),
  ],
  // Jetstar's Business cabin is on its 787-8s only (21 recliners, 2-3-2); its A320/A321neos are all Economy.
  JQ: [
    type('788', 'Boeing 787-8', [3500, 13000], 'YJ', seat('2-3-2', false, false, 'StarClass Business')),
    type('32N', 'Airbus A320neo', [0, 5000], 'Y'),
    type('32Q', 'Airbus A321LR', [0, 7000], 'Y'),
  ],
  NZ: [
    type('77W', 'Boeing 777-300ER', [5000, 13500], 'YWJ', flat121('Business Premier')),
    type('789', 'Boeing 787-9', [2000, 14500], 'YWJ', flat121('Business Premier')),
    type('32Q', 'Airbus A321neo', [0, 4500], 'Y'),
    type('AT7', 'ATR 72-600', [0, 900], 'Y'),
  ],
  SQ: [
    type('388', 'Airbus A380-800', [6000, 14000], 'YWJF', flat121(), seat('1-1', true, true, 'Suites')),
    type('359', 'Airbus A350-900', [2500, 16500], 'YWJ', flat121()),
    type('781', 'Boeing 787-10', [1500, 10000], 'YJ', flat121()),
    type('77W', 'Boeing 777-300ER', [5000, 13500], 'YWJF', flat121(), seat('1-2-1', true, true)),
    type('7M8', 'Boeing 737-8', [0, 5000], 'YJ', seat('2-2', true, false)),
  ],
  // Scoot's ScootPlus is an upgraded economy seat, not a business cabin.
  TR: [
    type('789', 'Boeing 787-9', [2500, 11000], 'Y'),
    type('788', 'Boeing 787-8', [2500, 10000], 'Y'),
    type('32N', 'Airbus A320neo', [0, 4500], 'Y'),
    type('32Q', 'Airbus A321neo', [0, 5000], 'Y'),
    type('290', 'Embraer E190-E2', [0, 3500], 'Y'),
  ],
  CX: [
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJF', flat121('Business Suite'), seat('1-1-1', true, true)),
    type('359', 'Airbus A350-900', [2000, 15000], 'YWJ', flat121()),
    type('351', 'Airbus A350-1000', [2000, 14500], 'YWJ', flat121()),
    type('333', 'Airbus A330-300', [1000, 7000], 'YJ', flat121()),
    type('32Q', 'Airbus A321neo', [0, 4000], 'YJ', recliner22()),
  ],
  NH: [
    type('77W', 'Boeing 777-300ER', [5000, 13500], 'YWJF', flat121('The Room'), seat('1-2-1', true, true, 'The Suite')),
    type('789', 'Boeing 787-9', [2000, 14000], 'YWJ', flat121()),
    type('788', 'Boeing 787-8', [1500, 12000], 'YJ', flat121()),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22()),
    type('738', 'Boeing 737-800', NARROW, 'YJ', recliner22()),
  ],
  JL: [
    type('351', 'Airbus A350-1000', [5000, 14500], 'YWJF', flat121(), seat('1-1-1', true, true)),
    type('77W', 'Boeing 777-300ER', [5000, 13500], 'YWJF', seat('2-3-2', true, true, 'JAL Sky Suite'), seat('1-2-1', true, true)),
    type('789', 'Boeing 787-9', [2000, 14000], 'YWJ', seat('2-2-2', true, true, 'JAL Sky Suite')),
    type('788', 'Boeing 787-8', [1500, 12000], 'YWJ', seat('2-2-2', true, true, 'JAL Sky Suite')),
    type('738', 'Boeing 737-800', NARROW, 'YJ', recliner22()),
  ],
  KE: [
    type('388', 'Airbus A380-800', [5000, 14000], 'YJF', seat('2-2-2', true, false, 'Prestige Sleeper'), seat('1-2-1', true, true, 'Kosmo Suite')),
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YJF', seat('2-2-2', true, true, 'Prestige Suite'), seat('1-2-1', true, true, 'Kosmo Suite')),
    type('789', 'Boeing 787-9', [3000, 14000], 'YJ', seat('2-2-2', true, true, 'Prestige Suite')),
    type('781', 'Boeing 787-10', [2000, 11500], 'YJ', flat121('Prestige Suite 2.0')),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22()),
  ],
  OZ: [
    type('359', 'Airbus A350-900', [3000, 15000], 'YJ', flat121('Business Smartium')),
    type('388', 'Airbus A380-800', [5000, 13500], 'YJF', flat121('Business Smartium'), seat('1-2-1', true, true)),
    type('333', 'Airbus A330-300', [1500, 10000], 'YJ', seat('2-2-2', true, false)),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22()),
  ],
  CI: [
    type('359', 'Airbus A350-900', [2000, 15000], 'YWJ', flat121()),
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJ', flat121()),
    type('781', 'Boeing 787-10', [1500, 11500], 'YWJ', flat121()),
    type('333', 'Airbus A330-300', [1500, 10000], 'YJ', seat('2-2-2', true, false)),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22()),
  ],
  BR: [
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJ', flat121('Royal Laurel')),
    type('789', 'Boeing 787-9', [2000, 14000], 'YWJ', flat121('Royal Laurel')),
    type('781', 'Boeing 787-10', [1500, 11500], 'YWJ', flat121('Royal Laurel')),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22()),
  ],
  CZ: [
    type('77W', 'Boeing 777-300ER', [5000, 13500], 'YWJF', flat121(), seat('1-2-1', true, true)),
    type('359', 'Airbus A350-900', [2000, 15000], 'YWJ', flat121()),
    type('789', 'Boeing 787-9', [2000, 14000], 'YWJ', flat121()),
    type('333', 'Airbus A330-300', [1500, 10000], 'YJ', seat('2-2-2', true, false)),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22()),
    type('32N', 'Airbus A320neo', NARROW, 'YJ', recliner22()),
  ],
  MU: [
    type('77W', 'Boeing 777-300ER', [5000, 13500], 'YWJF', flat121(), seat('1-2-1', true, true)),
    type('359', 'Airbus A350-900', [2000, 15000], 'YWJ', flat121()),
    type('789', 'Boeing 787-9', [2000, 14000], 'YWJ', flat121()),
    type('333', 'Airbus A330-300', [1500, 10000], 'YJ', seat('2-2-2', true, false)),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22()),
    type('32N', 'Airbus A320neo', NARROW, 'YJ', recliner22()),
  ],
  CA: [
    type('77W', 'Boeing 777-300ER', [5000, 13500], 'YWJF', flat121(), seat('1-2-1', true, true)),
    type('359', 'Airbus A350-900', [2000, 15000], 'YWJ', flat121()),
    type('789', 'Boeing 787-9', [2000, 14000], 'YWJ', flat121()),
    type('333', 'Airbus A330-300', [1500, 10000], 'YJ', seat('2-2-2', true, false)),
    type('32N', 'Airbus A320neo', NARROW, 'YJ', recliner22()),
    type('73H', 'Boeing 737-800', NARROW, 'YJ', recliner22()),
  ],
  MH: [
    type('359', 'Airbus A350-900', [3000, 15000], 'YJ', flat121('Business Suite')),
    type('339', 'Airbus A330-900neo', [2000, 11000], 'YJ', flat121()),
    type('333', 'Airbus A330-300', [1500, 9500], 'YJ', flat121()),
    type('7M8', 'Boeing 737-8', NARROW, 'YJ', recliner22()),
    type('73H', 'Boeing 737-800', NARROW, 'YJ', recliner22()),
  ],
  TG: [
    type('77W', 'Boeing 777-300ER', [2000, 13500], 'YJ', flat121('Royal Silk')),
    type('359', 'Airbus A350-900', [2000, 15000], 'YJ', flat121('Royal Silk')),
    type('789', 'Boeing 787-9', [2000, 14000], 'YJ', flat121('Royal Silk')),
    type('320', 'Airbus A320', [0, 3500], 'Y'),
  ],
  GA: [
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YJF', flat121(), seat('1-2-1', true, true)),
    type('339', 'Airbus A330-900neo', [2000, 11500], 'YJ', flat121()),
    type('333', 'Airbus A330-300', [1500, 10000], 'YJ', seat('2-2-2', true, false)),
    type('73H', 'Boeing 737-800', NARROW, 'YJ', recliner22()),
  ],
  VN: [
    type('789', 'Boeing 787-9', [2000, 14000], 'YWJ', flat121()),
    type('781', 'Boeing 787-10', [1000, 11500], 'YWJ', flat121()),
    type('359', 'Airbus A350-900', [2000, 15000], 'YWJ', flat121()),
    type('321', 'Airbus A321', NARROW, 'YJ', recliner22()),
  ],
  PR: [
    type('359', 'Airbus A350-900', [3000, 15000], 'YWJ', flat121()),
    type('77W', 'Boeing 777-300ER', [3000, 13500], 'YWJ', flat121()),
    type('333', 'Airbus A330-300', [1500, 10000], 'YJ', seat('2-1-2', true, false)),
    type('32Q', 'Airbus A321neo', NARROW, 'YJ', recliner22()),
  ],
  FJ: [
    type('359', 'Airbus A350-900', [3000, 15000], 'YWJ', flat121()),
    type('333', 'Airbus A330-300', [1500, 11000], 'YJ', seat('2-2-2', true, false)),
    type('7M8', 'Boeing 737-8', [0, 5500], 'YJ', recliner22()),
    type('AT7', 'ATR 72-600', [0, 800], 'Y'),
  ],
  D7: [type('333', 'Airbus A330-300', [1500, 9000], 'YJ', seat('2-2-2', true, false, 'Premium Flatbed'))],
};

export const AIRLINE_FLEETS: Record<string, FleetType[]> = { ...ASIA_PACIFIC_FLEETS, ...WORLD_FLEETS };
