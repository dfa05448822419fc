/**
 * Pure schedule rules: how many flights a route has on a day, when they leave (local time), how long they
 * take, which aircraft flies them. Everything is deterministic from the route, the date and SCHEDULE_SEED.
 * The calendar and zone arithmetic they stand on is not the flights' own: it is in src/shared/domain
 * (calendar-days, zone-clock), where hotels, orders and emails reach it too.
 */
import { addDays } from '../../shared/domain/calendar-days';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import { hashText } from '../../shared/domain/stable-hash';
import { todayIn } from '../../shared/domain/zone-clock';

/** Changing the seed gives a different but equally plausible timetable. */
export const SCHEDULE_SEED = 'ctg-2026';

/** Furthest departure date that can be searched, in days from today. */
export const MAX_DAYS_AHEAD = 330;

/** The departure dates that can be searched now: from today in Sydney to MAX_DAYS_AHEAD days later. */
export function searchableDates(now: Date): { today: string; last: string } {
  const today = todayIn(SITE_TIME_ZONE, now);
  return { today, last: addDays(today, MAX_DAYS_AHEAD) };
}

/** A stable number in [0, 1) from the seed and the given parts. */
export function unitHash(...parts: (string | number)[]): number {
  return hashText(`${SCHEDULE_SEED}|${parts.join('|')}`) / 0x1_0000_0000;
}

/**
 * Flights of a route on a day. The whole part of the daily average flies every day; the fraction flies on
 * evenly spaced days (a weekly route keeps its weekday), phased per route.
 */
export function flightsOnDay(flightsPerYear: number, routeKey: string, day: number): number {
  const perDay = flightsPerYear / 365;
  const whole = Math.floor(perDay);
  const fraction = perDay - whole;
  if (fraction < 1e-9) return Math.min(whole, 40);
  const phase = Math.floor(unitHash('phase', routeKey) * 1000);
  const extra = Math.floor((day + phase) * fraction) - Math.floor((day + phase - 1) * fraction);
  return Math.min(whole + extra, 40);
}

export type AircraftSize = 'turboprop' | 'regional' | 'narrow' | 'wide' | 'heavy';

/** The size of aircraft an airline puts on a route, from distance and how busy the route is. */
export function aircraftSizeFor(distanceKm: number, flightsPerYear: number): AircraftSize {
  if (distanceKm >= 9000) return 'heavy';
  if (distanceKm >= 4500 || (distanceKm >= 2500 && flightsPerYear >= 700)) return 'wide';
  // Busy trunk routes get wide-bodies at peak, thin short routes turboprops.
  if (distanceKm >= 600 && flightsPerYear >= 4000 && distanceKm < 4500) return 'narrow';
  if (distanceKm < 450 && flightsPerYear < 2500) return 'turboprop';
  if (distanceKm < 900 && flightsPerYear < 800) return 'regional';
  return 'narrow';
}

/** Scheduled block time: taxi and climb allowance plus cruise at the aircraft's speed, in 5-minute steps. */
export function blockMinutes(distanceKm: number, size: AircraftSize): number {
  const speedKmh = size === 'turboprop' ? 480 : size === 'regional' ? 720 : 850;
  const minutes = 30 + (distanceKm / speedKmh) * 60 + (distanceKm > 3000 ? 15 : 0);
  return Math.round(minutes / 5) * 5;
}

/** Cabins sold on an aircraft size; First only on some airlines' heavies. */
export function cabinsFor(
  size: AircraftSize,
  airline: string,
): ('Economy' | 'PremiumEconomy' | 'Business' | 'First')[] {
  if (size === 'turboprop' || size === 'regional') return ['Economy'];
  if (size === 'narrow') return ['Economy', 'Business'];
  if (size === 'wide') return ['Economy', 'PremiumEconomy', 'Business'];
  return unitHash('first', airline) < 0.5
    ? ['Economy', 'PremiumEconomy', 'Business', 'First']
    : ['Economy', 'PremiumEconomy', 'Business'];
}

const CAPACITY: Record<
  AircraftSize,
  Partial<Record<'Economy' | 'PremiumEconomy' | 'Business' | 'First', number>>
> = {
  turboprop: { Economy: 50 },
  regional: { Economy: 100 },
  narrow: { Economy: 162, Business: 12 },
  wide: { Economy: 230, PremiumEconomy: 28, Business: 30 },
  heavy: { Economy: 260, PremiumEconomy: 40, Business: 52, First: 8 },
};

export function cabinCapacity(size: AircraftSize, cabin: keyof (typeof CAPACITY)['heavy']): number {
  return CAPACITY[size][cabin] ?? 0;
}

/**
 * Local departure times (minutes after local midnight) of a route's flights on a day.
 * - At an airline's hub, departures come in banks (waves every 3 hours from 06:30), so connections line up.
 * - Long-haul (over 7,000 km) leaves in the long-haul windows: late evening (overnight) first, then
 *   afternoon and morning.
 * - Elsewhere the day's flights spread evenly from 06:00 to 21:30.
 * A per-route jitter keeps two airlines on one route from leaving at the same minute.
 */
export function departureMinutes(
  count: number,
  routeKey: string,
  distanceKm: number,
  fromHub: boolean,
): number[] {
  if (count <= 0) return [];
  const jitter = (index: number, span: number) => Math.floor(unitHash('jitter', routeKey, index) * span);
  let times: number[];
  if (distanceKm > 7000) {
    const windows = [21 * 60 + 30, 15 * 60, 9 * 60 + 30, 23 * 60 + 30, 13 * 60, 18 * 60];
    const start = Math.floor(unitHash('window', routeKey) * 2);
    times = Array.from(
      { length: count },
      (_, index) => windows[(start + index) % windows.length]! + jitter(index, 40),
    );
  } else if (fromHub) {
    const banks = [6 * 60 + 30, 9 * 60 + 30, 12 * 60 + 30, 15 * 60 + 30, 18 * 60 + 30, 21 * 60];
    const offset = Math.floor(unitHash('bank', routeKey) * banks.length);
    times = Array.from({ length: count }, (_, index) => {
      const bank = banks[(offset + index) % banks.length]!;
      const wave = Math.floor(index / banks.length);
      return bank + wave * 20 + jitter(index, 45);
    });
  } else {
    const first = 6 * 60;
    const last = 21 * 60 + 30;
    const step = count === 1 ? 0 : (last - first) / (count - 1);
    const single = first + Math.floor(unitHash('single', routeKey) * (last - first));
    times = Array.from({ length: count }, (_, index) =>
      count === 1
        ? single
        : Math.round(first + index * step) + jitter(index, Math.min(20, Math.max(1, step / 3))),
    );
  }
  return times.map((minutes) => Math.round(Math.min(minutes, 23 * 60 + 55) / 5) * 5).sort((a, b) => a - b);
}
