import { describe, expect, it } from 'vitest';
import { loadNetwork } from './network';

const network = loadNetwork();

describe('the committed network data', () => {
  it('has a valid IANA zone for every airport', () => {
    for (const airport of network.airports.values()) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: airport.tz }), airport.code).not.toThrow();
    }
  });

  it.each([
    ['SYD', 'Australia/Sydney'],
    ['PER', 'Australia/Perth'],
    ['ADL', 'Australia/Adelaide'],
    ['BNE', 'Australia/Brisbane'],
    ['DRW', 'Australia/Darwin'],
    ['LHR', 'Europe/London'],
    ['BAH', 'Asia/Bahrain'],
    ['JFK', 'America/New_York'],
  ])('puts %s in %s', (code, zone) => {
    expect(network.airports.get(code)?.tz).toBe(zone);
  });

  it('links every route to known airports and airlines', () => {
    let routes = 0;
    for (const [from, list] of network.routesFrom) {
      expect(network.airports.has(from)).toBe(true);
      for (const route of list) {
        routes += 1;
        expect(network.airports.has(route.to), route.to).toBe(true);
        expect(network.airlines.has(route.airline), route.airline).toBe(true);
        expect(route.flightsPerYear).toBeGreaterThan(0);
      }
    }
    expect(routes).toBe(network.routeCount);
  });

  it('covers Australia and the big hubs, with alliances', () => {
    const australian = [...network.airports.values()].filter((airport) => airport.country === 'AU');
    expect(australian.length).toBeGreaterThan(100);
    for (const hub of ['SIN', 'DXB', 'DOH', 'HKG', 'LAX', 'LHR', 'CDG', 'FRA', 'NRT', 'AKL']) {
      expect(network.airports.has(hub), hub).toBe(true);
    }
    expect(network.airlines.get('QF')?.alliance).toBe('oneworld');
    expect(network.cities.get('LON')?.airports).toEqual(expect.arrayContaining(['LHR', 'LGW']));
  });

  it('gives flight numbers that are unique within an airline', () => {
    const seen = new Map<string, Set<number>>();
    for (const list of network.routesFrom.values()) {
      for (const route of list) {
        const numbers = seen.get(route.airline) ?? new Set<number>();
        const perDay = Math.min(40, Math.max(1, Math.ceil(route.flightsPerYear / 365)));
        for (let index = 0; index < perDay; index += 1) {
          const number = ((route.firstFlightNumber + index - 1) % 9999) + 1;
          expect(numbers.has(number), `${route.airline}${number}`).toBe(false);
          numbers.add(number);
        }
        seen.set(route.airline, numbers);
      }
    }
  });
});
