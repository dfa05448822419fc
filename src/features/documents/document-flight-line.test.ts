/**
 * A document page's flight row in the reader's language (issue 25): the document's flights carry
 * airport codes and English city names only, so the city is found from the airport ("LHR" is London)
 * and named in the reader's script ("ロンドン (LHR)"); English reads as it always has.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../lib/i18n/locales/en/documents.json' with { type: 'json' };
import ja from '../../lib/i18n/locales/ja/documents.json' with { type: 'json' };
import zhCN from '../../lib/i18n/locales/zh-CN/documents.json' with { type: 'json' };
import type { DocumentFlight } from '../../shared/contracts/documents';
import type { Locale } from '../../shared/i18n/languages';
import { documentFlightLine } from './document-flight-line';

const flight: DocumentFlight = {
  flightNumber: 'QF1',
  airlineName: 'Qantas',
  from: { code: 'SYD', cityName: 'Sydney', countryCode: 'AU' },
  to: { code: 'LHR', cityName: 'London', countryCode: 'GB' },
  departure: '2026-12-15 08:00',
  arrival: '2026-12-16 06:10',
  cabinClass: 'Business',
  fareName: 'Business Saver',
};

async function lineIn(locale: Locale, resources: object): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: locale, resources: { [locale]: { translation: resources } } });
  return documentFlightLine(flight, i18n.t, locale);
}

describe('documentFlightLine', () => {
  it('names the cities in Japanese script from the airport codes', async () => {
    const line = await lineIn('ja', ja);
    expect(line).toContain('シドニー');
    expect(line).toContain('ロンドン');
    expect(line).toContain('LHR');
    expect(line).not.toMatch(/Sydney|London| to /);
  });

  it('names the cities in Chinese script from the airport codes', async () => {
    const line = await lineIn('zh-CN', zhCN);
    expect(line).toContain('悉尼');
    expect(line).toContain('伦敦');
    expect(line).not.toMatch(/Sydney|London| to /);
  });

  it('reads as before in English', async () => {
    expect(await lineIn('en', en)).toBe('QF1 Qantas: Sydney (SYD) to London (LHR)');
  });
});
