import { describe, expect, it } from 'vitest';
import {
  canConnectAirlines,
  isConnectionTimeValid,
  isPositioningHop,
  isWithinDetourLimit,
  maxRoutingKm,
  minimumConnectionMinutes,
  POSITIONING_MAX_KM,
} from './itinerary.rules';

describe('minimumConnectionMinutes', () => {
  const au = { fromCountry: 'AU', toCountry: 'AU' };
  const auToSg = { fromCountry: 'AU', toCountry: 'SG' };
  const sgToGb = { fromCountry: 'SG', toCountry: 'GB' };
  const inSg = { fromCountry: 'SG', toCountry: 'SG' };
  it.each([
    ['domestic at a regional airport', 'CBR', au, au, 60],
    ['domestic to international at Sydney', 'SYD', au, auToSg, 120],
    ['domestic at Sydney', 'SYD', au, au, 60],
    ['international at an airport without override', 'NRT', auToSg, sgToGb, 90],
    ['international at Singapore', 'SIN', auToSg, sgToGb, 60],
    ['international at Dubai', 'DXB', auToSg, sgToGb, 75],
    [
      'domestic at Heathrow',
      'LHR',
      { fromCountry: 'GB', toCountry: 'GB' },
      { fromCountry: 'GB', toCountry: 'GB' },
      90,
    ],
    ['arriving domestic, leaving international', 'SIN', inSg, sgToGb, 60],
  ])('%s: %s min', (_label, airport, inbound, outbound, minutes) => {
    expect(minimumConnectionMinutes(airport, inbound, outbound)).toBe(minutes);
  });
});

describe('isConnectionTimeValid', () => {
  it.each([
    [59, 60, false],
    [60, 60, true],
    [90, 90, true],
    [89, 90, false],
    [24 * 60, 60, true],
    [24 * 60 + 1, 60, false],
  ])('a %s min layover against a %s min minimum is %s', (layover, minimum, valid) => {
    expect(isConnectionTimeValid(layover, minimum)).toBe(valid);
  });
});

describe('detour limit', () => {
  it.each([
    [705, 705 * 2.2, true],
    [705, 705 * 2.21, false],
    [17000, 17000 * 1.45, true],
    [17000, 17000 * 1.47, false],
    [8300, 12550, true],
  ])('over a %s km great circle, %s km flown is within: %s', (gc, flown, ok) => {
    expect(isWithinDetourLimit(flown, gc)).toBe(ok);
  });

  it('tightens with distance', () => {
    expect(maxRoutingKm(1000) / 1000).toBeGreaterThan(maxRoutingKm(10000) / 10000);
  });
});

describe('canConnectAirlines', () => {
  const qf = { code: 'QF', alliance: 'oneworld' };
  const ba = { code: 'BA', alliance: 'oneworld' };
  const sq = { code: 'SQ', alliance: 'Star Alliance' };
  const ek = { code: 'EK', alliance: null };
  const va = { code: 'VA', alliance: null };
  it.each([
    ['same airline', qf, qf, true],
    ['alliance partners', qf, ba, true],
    ['different alliances', qf, sq, false],
    ['same unaligned airline', ek, ek, true],
    ['two unaligned airlines', ek, va, false],
    ['aligned and unaligned', qf, ek, false],
  ])('%s', (_label, a, b, ok) => {
    expect(canConnectAirlines(a, b)).toBe(ok);
  });
});

describe('isPositioningHop: a regional first flight to a gateway (issue 25, defect 4)', () => {
  // Importance ranks as in airports.json (page rank): Sydney 0.43, Brisbane 0.38, Melbourne 0.27,
  // Cairns 0.14, Hobart 0.04, Gold Coast 0.04.
  const at = (country: string, rank: number) => ({ country, rank });
  const cns = at('AU', 0.14);
  const bne = at('AU', 0.38);
  const syd = at('AU', 0.43);
  const mel = at('AU', 0.27);
  const ool = at('AU', 0.04);
  const per = at('AU', 0.29);
  const nrt = at('JP', 0.5);
  it.each([
    ['Cairns to Brisbane', cns, bne, 1391, true],
    ['Cairns to Sydney', cns, syd, 1973, true],
    ['Gold Coast to Sydney', ool, syd, 680, true],
    ['Hobart to Melbourne', at('AU', 0.04), mel, 597, true],
    ['Cairns to Melbourne, past the bound', cns, mel, 2324, false],
    ['Perth to Sydney, across the continent', per, syd, 3290, false],
    ['Sydney to Melbourne, to a less important airport', syd, mel, 705, false],
    ['Brisbane to Tokyo, not domestic', bne, nrt, 7150, false],
    ['between airports of equal importance', cns, cns, 300, false],
  ])('%s', (_label, from, to, km, ok) => {
    expect(isPositioningHop(from, to, km)).toBe(ok);
  });

  it('bounds the hop at a short domestic flight, below a cross-continent one', () => {
    expect(POSITIONING_MAX_KM).toBeGreaterThanOrEqual(1973);
    expect(POSITIONING_MAX_KM).toBeLessThan(2500);
  });
});
