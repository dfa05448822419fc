import { describe, expect, it } from 'vitest';
import { AIRPORT_CURFEWS } from '../data/airport-curfews';
import { Inventory } from './inventory';
import { loadNetwork } from './network';
import { formatLocal } from '../../shared/domain/zone-clock';

/**
 * Issue 25, defect 5: no generated flight lands at or leaves an Australian curfew airport (Sydney, Adelaide,
 * Gold Coast, Essendon) between 23:00 and 06:00 local time. Over the whole schedule of every operating route
 * touching one, on summer and winter days and both daylight-saving changes (Sydney, Adelaide: 4 April and
 * 3 October 2027), through-flights included.
 */

const inventory = new Inventory(loadNetwork());
const { network } = inventory;
const DATES = [
  ...['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20'],
  ...['2027-04-03', '2027-04-04', '2027-04-05', '2027-07-14', '2027-07-15', '2027-10-02', '2027-10-03'],
];

/** "23:40" when a UTC instant falls in the airport's curfew, local time; null outside it. */
function inCurfew(airport: string, utcMs: number): string | null {
  const curfew = AIRPORT_CURFEWS[airport];
  if (!curfew) return null;
  const local = formatLocal(utcMs, network.airports.get(airport)!.tz).slice(11, 16);
  const [hours, minutes] = local.split(':').map(Number);
  const ofDay = hours! * 60 + minutes!;
  const inside =
    curfew.startMinutes > curfew.endMinutes
      ? ofDay >= curfew.startMinutes || ofDay < curfew.endMinutes
      : ofDay >= curfew.startMinutes && ofDay < curfew.endMinutes;
  return inside ? local : null;
}

describe('curfews of Australian airports (issue 25, defect 5)', () => {
  const routes = [...network.routesFrom.values()]
    .flat()
    .filter((route) => AIRPORT_CURFEWS[route.from] || AIRPORT_CURFEWS[route.to]);

  it('knows the curfew airports the network flies to', () => {
    for (const code of ['SYD', 'ADL', 'OOL']) expect(routes.some((route) => route.to === code)).toBe(true);
    expect(AIRPORT_CURFEWS.BNE).toBeUndefined();
  });

  it('schedules no departure or arrival inside a curfew', () => {
    const breaches: string[] = [];
    let flights = 0;
    for (const route of routes) {
      for (const date of DATES) {
        for (const flight of inventory.flightsOn(route, date)) {
          flights += 1;
          const leaves = inCurfew(route.from, flight.depUtc);
          const lands = inCurfew(route.to, flight.arrUtc);
          if (leaves) breaches.push(`${flight.key} leaves ${route.from} ${leaves}`);
          if (lands) breaches.push(`${flight.key} lands ${route.to} ${lands}`);
        }
      }
    }
    expect(flights).toBeGreaterThan(10_000);
    expect(breaches.slice(0, 20), `${breaches.length} flights in a curfew`).toEqual([]);
  });

  it('QF359 Tokyo Haneda-Sydney lands after the curfew ends', () => {
    const route = network.routesFrom.get('HND')!.find((r) => r.airline === 'QF' && r.to === 'SYD')!;
    const [flight] = inventory.flightsOn(route, '2026-12-15');
    expect(flight?.flightNumber).toBe('QF359');
    expect(inCurfew('SYD', flight!.arrUtc)).toBeNull();
  });
});
