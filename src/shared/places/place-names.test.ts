import { describe, expect, it, vi } from 'vitest';
import { placesOfCode, withKnownPlaces } from './place-names';

describe('place names from the reference data', () => {
  it('names a city and its same-coded airport, the city first', () => {
    const places = placesOfCode('LON');
    expect(places[0]).toMatchObject({ code: 'LON', codeType: 'C', cityName: 'London', countryCode: 'GB' });
    expect(placesOfCode('LHR')).toEqual([
      expect.objectContaining({ code: 'LHR', codeType: 'A', cityCode: 'LON', cityName: 'London' }),
    ]);
    const sydney = placesOfCode('SYD');
    expect(sydney.length).toBeGreaterThan(0);
    expect(sydney.every((place) => place.code === 'SYD' && place.cityName === 'Sydney')).toBe(true);
    expect(sydney.map((place) => place.codeType)).toEqual(
      [...sydney.map((place) => place.codeType)].sort((a, b) => (a === b ? 0 : a === 'C' ? -1 : 1)),
    );
  });

  it('knows nothing of unknown codes or of text that is not a code', () => {
    expect(placesOfCode('QQQ')).toEqual([]);
    expect(placesOfCode('lon')).toEqual([]);
    expect(placesOfCode('London')).toEqual([]);
  });

  it('answers known codes itself and leaves everything else to the service', async () => {
    const service = vi.fn(async (text: string) => [{ code: 'XXX', text }]);
    const lookup = withKnownPlaces(service);
    expect((await lookup('MEL'))[0]).toMatchObject({ code: 'MEL', cityName: 'Melbourne' });
    expect(service).not.toHaveBeenCalled();
    expect(await lookup('Melb')).toEqual([{ code: 'XXX', text: 'Melb' }]);
    expect(await lookup('QQQ')).toEqual([{ code: 'XXX', text: 'QQQ' }]);
    expect(service).toHaveBeenCalledTimes(2);
  });
});
