import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './great-circle';

describe('greatCircleKm', () => {
  it('measures great circles', () => {
    expect(
      Math.round(greatCircleKm({ lat: -33.9461, lon: 151.1772 }, { lat: 51.4775, lon: -0.4614 })),
    ).toBeGreaterThan(17000);
    expect(
      Math.round(greatCircleKm({ lat: -33.9461, lon: 151.1772 }, { lat: -37.6733, lon: 144.8433 })),
    ).toBe(705);
  });
});
