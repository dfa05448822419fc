import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Layover, PricedItinerary } from '../../../../shared/contracts/flights';
import type { Messages } from '../../../../shared/i18n/translate';
import en from '../../../../lib/i18n/locales/en/flights.json';
import ja from '../../../../lib/i18n/locales/ja/flights.json';
import { ItineraryLine } from './ItineraryLine';
import { IslandShell } from '../../../../islands/shared/IslandShell';

const place = (code: string, time: string, utc: string) => ({
  code,
  name: `${code} airport`,
  cityCode: code,
  cityName: code,
  countryCode: 'XX',
  countryName: 'Somewhere',
  timeZone: 'UTC',
  time,
  utc,
  terminal: null,
});

const segment = (from: string, to: string, departs: string, arrives: string) => ({
  departure: place(from, `${departs}+00:00`, `${departs}.000Z`),
  arrival: place(to, `${arrives}+00:00`, `${arrives}.000Z`),
});

const layover = (airport: string, warnings: Layover['warnings']): Layover => ({
  airport,
  cityName: airport,
  durationMinutes: 420,
  changeOfAirport: false,
  warnings,
});

// Only what the route line reads of an itinerary: its segments' places and times, and its layovers.
const itinerary = (layovers: Layover[]) =>
  ({
    segments: [
      segment('SYD', 'SIN', '2027-01-23T00:00:00', '2027-01-23T08:00:00'),
      segment('SIN', 'DXB', '2027-01-23T15:00:00', '2027-01-23T22:00:00'),
      segment('DXB', 'LHR', '2027-01-24T03:00:00', '2027-01-24T10:00:00'),
    ],
    layovers,
    stops: layovers.length,
    totalDurationMinutes: 34 * 60,
  }) as unknown as PricedItinerary;

const render = (item: PricedItinerary, messages: Messages = en, locale = 'en') =>
  renderToStaticMarkup(
    <IslandShell locale={locale} messages={messages}>
      <ItineraryLine itinerary={item} compact />
    </IslandShell>,
  );

describe('the result card names its layover warnings (issue 25: what Google Flights shows)', () => {
  it('lists each kind once, most serious first', () => {
    const html = render(itinerary([layover('SIN', ['long']), layover('DXB', ['overnight', 'short'])]));
    expect(html).toContain('Overnight layover · Long layover · Short layover');
  });

  it('says nothing when no connection has a warning, or the results predate them', () => {
    expect(render(itinerary([layover('SIN', []), layover('DXB', undefined)]))).not.toContain(
      'layover-warning',
    );
  });

  it('speaks the reader’s language', () => {
    expect(render(itinerary([layover('SIN', ['overnight']), layover('DXB', [])]), ja, 'ja')).toContain(
      '夜間の乗り継ぎ',
    );
  });
});
