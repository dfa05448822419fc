import { describe, expect, it } from 'vitest';
import { flightMessages } from './island-messages';

describe('flight texts for an island', () => {
  it('passes only the sections asked for, under the flights key', () => {
    const messages = flightMessages('en', ['search', 'cabins']);
    expect(Object.keys(messages)).toEqual(['flights']);
    expect(Object.keys(messages.flights as object)).toEqual(['search', 'cabins']);
    expect((messages.flights as { cabins: Record<string, string> }).cabins.PremiumEconomy).toBe(
      'Premium Economy',
    );
  });

  it('passes the reader language, English only where a text is missing', () => {
    const cabins = (language: 'en' | 'ja') =>
      (flightMessages(language, ['cabins']).flights as { cabins: Record<string, string> }).cabins;
    expect(cabins('ja').Business).toBe('ビジネス');
    expect(Object.keys(cabins('ja'))).toEqual(Object.keys(cabins('en')));
  });
});
