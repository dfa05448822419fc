import { describe, expect, it } from 'vitest';
import { matchAirlines } from './AirlinePicker';

/** Issue 25 item 12: the airline picker reads /Utilities/GetAirlinesWithSettings; among equal matches
 * the agency's priority airlines come first. */
const airlines = [
  { code: 'AC', name: 'Air Canada' },
  { code: 'CA', name: 'Air China' },
  { code: 'NZ', name: 'Air New Zealand' },
  { code: 'EY', name: 'Etihad Airways', isPriority: true },
  { code: 'QF', name: 'Qantas Airways', isPriority: true },
  { code: 'BA', name: 'British Airways' },
];
const codes = (list: { code: string }[]) => list.map((airline) => airline.code);

describe('matchAirlines', () => {
  it('lists the priority airlines first among equally good matches, then by name', () => {
    expect(codes(matchAirlines(airlines, 'airways', []))).toEqual(['EY', 'QF', 'BA']);
  });

  it('keeps a better match ahead of a priority airline', () => {
    expect(codes(matchAirlines(airlines, 'air', []))).toEqual(['AC', 'CA', 'NZ', 'EY', 'QF', 'BA']);
    expect(codes(matchAirlines(airlines, 'BA', []))).toEqual(['BA']);
  });

  it('leaves out airlines already chosen', () => {
    expect(codes(matchAirlines(airlines, 'airways', ['EY']))).toEqual(['QF', 'BA']);
  });
});
