import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Seat, SeatMap, SeatRow } from '../../../shared/contracts/seat-map';
import { LANGUAGES, type Locale } from '../../../shared/i18n/languages';
import { RESOURCES } from '../../../lib/i18n/i18n';
import { IslandShell } from '../../../islands/shared/IslandShell';
import { SeatMapGrid } from './SeatMapGrid';

const seat = (row: number, column: string, position: Seat['position'], extra: Partial<Seat> = {}): Seat => ({
  designator: `${row}${column}`,
  column,
  position,
  available: true,
  occupied: false,
  directAisleAccess: false,
  characteristics: [position === 'window' ? 'W' : 'A'],
  price: null,
  ...extra,
});
const row = (number: number, extra: Partial<SeatRow> = {}, seats?: Seat[]): SeatRow => ({
  number,
  isExitRow: false,
  overWing: false,
  seats: seats ?? [
    seat(number, 'A', 'window'),
    seat(number, 'B', 'aisle'),
    seat(number, 'C', 'aisle'),
    seat(number, 'D', 'window'),
  ],
  ...extra,
});

/** A small cabin: a galley ahead of row 10 (with bassinets), an exit row 11, a toilet behind row 12. */
const MAP: SeatMap = {
  flightKey: 'QF1',
  aircraft: { code: '738', name: 'Boeing 737-800' },
  cabin: 'Economy',
  selectable: true,
  reason: null,
  columns: [
    { letter: 'A', position: 'window', aisleAfter: false },
    { letter: 'B', position: 'aisle', aisleAfter: true },
    { letter: 'C', position: 'aisle', aisleAfter: false },
    { letter: 'D', position: 'window', aisleAfter: false },
  ],
  rows: [
    row(10, { facilities: [{ kind: 'galley', placement: 'before', side: 'centre' }] }, [
      seat(10, 'A', 'window', {
        characteristics: ['W', 'K', 'B', 'I', 'L'],
        price: { amountCents: 12000, currency: 'AUD' },
      }),
      seat(10, 'B', 'aisle'),
      seat(10, 'C', 'aisle'),
      seat(10, 'D', 'window'),
    ]),
    row(11, { isExitRow: true }),
    row(12, { facilities: [{ kind: 'lavatory', placement: 'after', side: 'left' }] }),
  ],
};

const messages = (locale: Locale) => {
  const bundle = RESOURCES[locale] as Record<string, unknown>;
  return { booking: bundle.booking, seatMap: bundle.seatMap };
};
const render = (locale: Locale = 'en', selected: string | null = null) =>
  renderToStaticMarkup(
    <IslandShell locale={locale} messages={messages(locale)}>
      <SeatMapGrid
        map={MAP}
        selected={selected}
        takenByParty={{}}
        label="Seat map"
        disabled={false}
        onSelect={() => {}}
      />
    </IslandShell>,
  );
/** The cabin's markup without the legend, whose samples repeat the marks. */
const cabin = (html: string) => html.slice(0, html.indexOf('seat-legend'));
const hidden = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`<[a-z]+ [^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>`, 'g'))].map(
    ([tag]) => tag,
  );
const texts = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`class="[^"]*\\b${className}\\b[^"]*"[^>]*>([^<]*)<`, 'g'))].map(
    ([, text]) => text,
  );

describe('SeatMapGrid: what a sighted mouse or touch user sees', () => {
  it('shows the focused (first) seat in a visible detail line', () => {
    expect(texts(render(), 'seat-detail')).toEqual(['10A · Window · Extra legroom · Bassinet · $120.00']);
  });

  it('shows the traveller’s own seat in the detail line when they hold one', () => {
    expect(texts(render('en', '11C'), 'seat-detail')).toEqual(['11C · Aisle · Included']);
  });

  it('marks a bassinet and extra legroom on the seat itself, hidden from screen readers', () => {
    const cues = hidden(cabin(render()), 'seat-cue');
    // 10A carries both; nothing else in this cabin has either.
    expect(cues).toHaveLength(2);
    for (const tag of cues) expect(tag).toContain('aria-hidden="true"');
  });

  it('marks the exit row at both sides of the cabin, hidden from screen readers', () => {
    const html = cabin(render());
    expect(texts(html, 'seat-exit')).toEqual(['Exit', 'Exit']);
    for (const tag of hidden(html, 'seat-exit')) expect(tag).toContain('aria-hidden="true"');
  });

  it('draws the galley and toilet where the layout has them, and the front of the cabin', () => {
    const html = cabin(render());
    expect(texts(html, 'seat-facility')).toEqual(['Galley', 'Toilet']);
    expect(html.indexOf('Galley')).toBeLessThan(html.indexOf('aria-label="10A'));
    expect(html.indexOf('Toilet')).toBeGreaterThan(html.indexOf('aria-label="12D'));
    expect(texts(html, 'seat-front')).toEqual(['Front of the cabin']);
    for (const tag of hidden(html, 'seat-facilities')) expect(tag).toContain('aria-hidden="true"');
  });

  it('explains the new marks in the legend', () => {
    const html = render();
    for (const entry of ['Bassinet position', 'Extra legroom', 'Exit row', 'Galley, toilet or closet']) {
      expect(html).toContain(entry);
    }
  });

  it('keeps each seat’s accessible name as it was', () => {
    expect(render()).toContain('aria-label="10A, window, extra legroom, bassinet position, $120.00"');
  });
});

describe('SeatMapGrid: instructions for the device in hand', () => {
  it.each(LANGUAGES.map(({ code }) => code))('%s: arrow keys for a keyboard, a tap for touch', (locale) => {
    const html = render(locale);
    const bundle = RESOURCES[locale] as { booking: { seats: { keys: string } }; seatMap: { tap: string } };
    expect(texts(html, 'seat-hint-keys')).toEqual([bundle.booking.seats.keys]);
    expect(texts(html, 'seat-hint-touch')).toEqual([bundle.seatMap.tap]);
    if (locale !== 'en') expect(bundle.seatMap.tap).not.toBe((RESOURCES.en as typeof bundle).seatMap.tap);
  });
});
