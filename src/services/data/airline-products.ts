/**
 * The curated airline product layer beside the OpenTravelData routes (sources in NOTICE.md): which airlines
 * do not fly where the routes file says they do (sanctions, ceased carriers), which sell no Business cabin,
 * and the flights that fly through a stop on one flight number. The fleet and seat table is in
 * airline-fleets.ts. Facts as of 2026, written from the airlines' fleet and seat-map pages.
 */

/**
 * Russian carriers: closed out of the airspace of the EU, the UK, the US, Canada, Switzerland, Norway and
 * Iceland since February/March 2022, and no longer flying to Australia; their routes there produce no flights.
 */
export const SANCTIONED_CARRIERS = ['SU', 'S7', 'U6', 'UT', 'FV', 'DP', 'N4', '5N', 'ZF', 'WZ', '6R', 'ZG'];

/** Countries whose airspace and airports are closed to the carriers above (ISO 3166-1 alpha-2). */
export const SANCTIONING_COUNTRIES = [
  // European Union
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // Others with the same ban
  'GB', 'US', 'CA', 'CH', 'NO', 'IS', 'AU',
];

/** Airlines in the routes file that no longer fly at all, with the reason (shown nowhere, kept for review). */
export const CEASED_CARRIERS: Record<string, string> = {
  MI: 'SilkAir merged into Singapore Airlines in 2021; its routes are flown as SQ',
  '3K': 'Jetstar Asia stopped flying on 31 July 2025',
  G8: 'Go First stopped flying in May 2023 and entered liquidation',
};

/**
 * Airlines not in the fleet table that sell no Business (or First) cabin at all: low-cost and regional
 * carriers. They answer Business and First searches only as a mixed-cabin leg labelled so.
 */
export const NO_PREMIUM_CABIN_CARRIERS = [
  'U2', 'FR', 'W6', 'NK', 'F9', 'WN', 'G4', 'VY', 'DY', 'AK', 'QZ', 'FD', '5J', 'VJ', 'HV', 'TO', 'ZL',
  'IW', 'QG', 'GK', 'BC', 'MM', 'LS', 'Z2', 'DD', 'SL', '7C', 'LJ', 'BX', 'RS', 'SG', 'IX', 'PC', 'XQ',
  'G9', '3L', '3O',
];

/** One leg of a through-flight: where it leaves, at what local time, on which local day of the flight. */
interface ThroughLeg {
  from: string;
  to: string;
  /** Local departure time, HH:MM. */
  departs: string;
  /** Days after the first leg's local departure date that this leg leaves (local date at `from`). */
  dayOffset: number;
}

/** A flight flown under one number through a stop (the aircraft continues), daily. */
export interface ThroughFlight {
  airline: string;
  number: number;
  /** The aircraft type code of the fleet table that flies it. */
  aircraft: string;
  legs: ThroughLeg[];
}

/**
 * The flights that matter to Australians and fly under a fixed number: the Kangaroo Route (QF1/QF2 through
 * Singapore on the A380) and the Perth non-stops (QF9/QF10 on the 787-9). Times follow the airline's
 * published timetable to within a few minutes; the hub routings of Emirates (DXB), Qatar (DOH) and
 * Singapore Airlines (SIN) come from the routes file itself.
 */
export const THROUGH_FLIGHTS: ThroughFlight[] = [
  {
    airline: 'QF',
    number: 1,
    aircraft: '388',
    legs: [
      { from: 'SYD', to: 'SIN', departs: '15:55', dayOffset: 0 },
      { from: 'SIN', to: 'LHR', departs: '23:35', dayOffset: 0 },
    ],
  },
  {
    airline: 'QF',
    number: 2,
    aircraft: '388',
    legs: [
      { from: 'LHR', to: 'SIN', departs: '20:45', dayOffset: 0 },
      { from: 'SIN', to: 'SYD', departs: '19:50', dayOffset: 1 },
    ],
  },
  { airline: 'QF', number: 9, aircraft: '789', legs: [{ from: 'PER', to: 'LHR', departs: '18:45', dayOffset: 0 }] },
  { airline: 'QF', number: 10, aircraft: '789', legs: [{ from: 'LHR', to: 'PER', departs: '12:35', dayOffset: 0 }] },
];

/** A route the OpenTravelData snapshot lacks, flown in 2026 (one direction; list both). */
export interface AddedRoute {
  airline: string;
  from: string;
  to: string;
  flightsPerYear: number;
}

/**
 * Routes flown in 2026 that the routes file (an older OpenTravelData snapshot) does not hold, added after its
 * own routes so no existing flight number moves. Virgin Australia flies Perth-Denpasar non-stop on its
 * 737-800s with a Business cabin (virginaustralia.com "Bali flights"); without it Perth-Bali had only Jetstar
 * and Indonesia AirAsia, neither selling Business (issue 25, defect 4). Daily is the least it flies.
 */
export const ADDED_ROUTES: AddedRoute[] = [
  { airline: 'VA', from: 'PER', to: 'DPS', flightsPerYear: 365 },
  { airline: 'VA', from: 'DPS', to: 'PER', flightsPerYear: 365 },
];
