import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PricedItinerary, SegmentAmenities } from '../../../../shared/contracts/flights';
import type { Messages } from '../../../../shared/i18n/translate';
import en from '../../../../lib/i18n/locales/en/amenities.json';
import ja from '../../../../lib/i18n/locales/ja/amenities.json';
import { AmenityLine } from '../shared/AmenityLine';
import { IslandShell } from '../../../../islands/shared/IslandShell';
import { AmenityMarks } from './AmenityMarks';

// Only what the marks read of an itinerary: its segments' amenities.
const itinerary = (...amenities: (SegmentAmenities | null | undefined)[]) =>
  ({ segments: amenities.map((item) => ({ amenities: item })) }) as unknown as PricedItinerary;

const QF787: SegmentAmenities = { wifi: null, power: 'outlet', entertainment: 'seatback' };
const EK_BUSINESS: SegmentAmenities = { wifi: 'free', power: 'outlet', entertainment: 'seatback' };

const withText = (node: React.ReactNode, messages: Messages = en, locale = 'en') =>
  renderToStaticMarkup(
    <IslandShell locale={locale} messages={messages}>
      {node}
    </IslandShell>,
  );

describe('the result card’s amenity marks (issue 25: what Google Flights shows)', () => {
  it('shows an icon with a tooltip and a screen-reader label for each known amenity', () => {
    const html = withText(<AmenityMarks itinerary={itinerary(EK_BUSINESS)} />);
    expect(html).toContain('title="Free Wi-Fi"');
    expect(html).toContain('<span class="sr-only">Power outlet at every seat</span>');
    expect(html).toContain('On-demand entertainment (seatback screen)');
  });

  it('marks only what every flight has, and says so when there are several', () => {
    const html = withText(<AmenityMarks itinerary={itinerary(QF787, EK_BUSINESS)} />);
    expect(html).not.toContain('Wi-Fi');
    expect(html).toContain('Power outlet at every seat on every flight');
  });

  it('shows nothing when the amenities are not known (or the results predate them)', () => {
    expect(withText(<AmenityMarks itinerary={itinerary(null, undefined)} />)).toBe('');
  });

  it('writes a flight’s amenities out in the reader’s language', () => {
    expect(withText(<AmenityLine amenities={EK_BUSINESS} />)).toContain(
      'Free Wi-Fi · Power outlet at every seat · On-demand entertainment (seatback screen)',
    );
    expect(
      withText(<AmenityLine amenities={{ wifi: 'none', power: null, entertainment: null }} />),
    ).toContain('No Wi-Fi');
    expect(withText(<AmenityLine amenities={null} />)).toBe('');
    expect(withText(<AmenityLine amenities={EK_BUSINESS} />, ja, 'ja')).toContain('Wi-Fi');
    expect(withText(<AmenityLine amenities={EK_BUSINESS} />, ja, 'ja')).not.toContain('Power outlet');
  });
});
