import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '../../../../shared/contracts/booking-utilities';
import { groupSuggestions } from './suggestion-rows';

const airport = (code: string, name: string, cityCode: string, cityName: string): PlaceSuggestion => ({
  code,
  codeType: 'A',
  name,
  cityCode,
  cityName,
  countryCode: 'AU',
  countryName: 'Australia',
});

const MELBOURNE: PlaceSuggestion = {
  code: 'MEL',
  codeType: 'C',
  name: 'Melbourne (all airports)',
  cityCode: 'MEL',
  cityName: 'Melbourne',
  countryCode: 'AU',
  countryName: 'Australia',
  airports: [
    { code: 'MEL', name: 'Melbourne Airport' },
    { code: 'AVV', name: 'Avalon Airport' },
    { code: 'MEB', name: 'Essendon Airport' },
  ],
};

const rowsOf = (list: PlaceSuggestion[]) =>
  groupSuggestions(list).map((row) => `${row.underCity ? '  ' : ''}${row.place.codeType}${row.place.code}`);

describe('groupSuggestions', () => {
  it('lists a city, then each of its airports once, under it', () => {
    const list = [
      MELBOURNE,
      airport('MEL', 'Melbourne Airport', 'MEL', 'Melbourne'),
      airport('AVV', 'Avalon Airport', 'MEL', 'Melbourne'),
      airport('MEB', 'Essendon Airport', 'MEL', 'Melbourne'),
      airport('MLB', 'Melbourne Orlando International Airport', 'MLB', 'Melbourne'),
    ];
    expect(rowsOf(list)).toEqual(['CMEL', '  AMEL', '  AAVV', '  AMEB', 'AMLB']);
    // Under the city, the airports keep the service's ranking.
    const ranked = [MELBOURNE, list[3]!, list[1]!];
    expect(rowsOf(ranked)).toEqual(['CMEL', '  AMEB', '  AMEL', '  AAVV']);
  });

  it('puts an airport ranked before its city under the city', () => {
    expect(rowsOf([airport('AVV', 'Avalon Airport', 'MEL', 'Melbourne'), MELBOURNE])).toEqual([
      'CMEL',
      '  AAVV',
      '  AMEL',
      '  AMEB',
    ]);
  });

  it('keeps lone airports as rows of their own', () => {
    expect(rowsOf([airport('SYD', 'Sydney Airport', 'SYD', 'Sydney')])).toEqual(['ASYD']);
  });
});
