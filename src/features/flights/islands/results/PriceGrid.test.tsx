import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FlexibleDateCell } from '../../../../shared/contracts/flights';
import type { Messages } from '../../../../shared/i18n/translate';
import { priceGridOf } from '../../price-grid';
import en from '../../../../lib/i18n/locales/en/price-grid.json';
import ko from '../../../../lib/i18n/locales/ko/price-grid.json';
import { IslandShell } from '../../../../islands/shared/IslandShell';
import { PriceGridButton, PriceGridTable } from './PriceGrid';

const day = (offset: number) => `2027-03-${String(10 + offset).padStart(2, '0')}`;
const offsets = [-3, -2, -1, 0, 1, 2, 3];
// Departures 7–13 March, returns 11–17 March: the 3 pairs returning before leaving are null.
const cells: FlexibleDateCell[] = offsets.flatMap((dep) =>
  offsets.map((ret) => {
    const depDate = day(dep);
    const retDate = day(ret + 4);
    const lowestPrice = retDate < depDate ? null : dep === 2 && ret === 1 ? 8_990.5 : 10_055.91 + dep;
    return { depDate, retDate, lowestPrice, journeyLowest: [null, null] };
  }),
);
const current = { depDate: day(0), retDate: day(4) };
const hrefOf = ({ depDate, retDate }: { depDate: string; retDate: string }) => `/r?d=${depDate}&r=${retDate}`;

function render(messages: Messages, locale = 'en') {
  return renderToStaticMarkup(
    <IslandShell locale={locale} messages={messages}>
      <PriceGridTable grid={priceGridOf(cells, current)!} hrefOf={hrefOf} priceNote="Return trip total" />
    </IslandShell>,
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('PriceGridTable', () => {
  const html = render(en as Messages);

  it('is a table of 7 departure columns and 7 return rows, with a caption', () => {
    expect(count(html, /<th scope="col">/g)).toBe(7);
    expect(count(html, /<th scope="row">/g)).toBe(7);
    expect(count(html, /<td [^>]*data-depart=/g)).toBe(49);
    expect(html).toContain('<caption class="price-grid-caption">Lowest price for the whole trip');
    expect(html).toContain('Return trip total</caption>');
    expect(html).toContain('<th scope="col">Sun 7 Mar</th>');
  });

  it('writes prices in AUD, marks the cheapest and the selected pair in words', () => {
    expect(html).toContain('<span class="price-grid-price">$10,055.91</span>');
    expect(count(html, /<td class="price-grid-cheapest"/g)).toBe(1);
    expect(html).toMatch(
      /<td class="price-grid-cheapest" data-depart="2027-03-12" data-return="2027-03-15"><button[^>]*>.*\$8,990\.50.*Cheapest/,
    );
    expect(html).toMatch(
      /<td class="price-grid-current" data-depart="2027-03-10" data-return="2027-03-14"><span class="price-grid-cell" aria-current="true">.*Selected/,
    );
    // Every other priced pair is a button reached by Tab, its dates in its name.
    expect(count(html, /<button type="button" class="price-grid-cell">/g)).toBe(49 - 3 - 1);
    expect(html).toContain('Depart Wed 10 Mar, return Thu 11 Mar: </span>');
  });

  it('shows an impossible pair as a dash with words for screen readers', () => {
    expect(count(html, /<td class="price-grid-none"/g)).toBe(3);
    expect(html).toContain(
      '<span aria-hidden="true">—</span><span class="sr-only">Depart Sat 13 Mar, return Thu 11 Mar: No flights</span>',
    );
  });

  it('speaks the reader’s language', () => {
    const korean = render(ko as Messages, 'ko');
    expect(korean).toContain('최저가');
    expect(korean).toContain('선택됨');
    expect(korean).not.toContain('Cheapest');
  });
});

describe('PriceGridButton', () => {
  const button = (answer: FlexibleDateCell[] | null) =>
    renderToStaticMarkup(
      <IslandShell locale="en" messages={en}>
        <PriceGridButton cells={answer} current={current} hrefOf={hrefOf} priceNote="" />
      </IslandShell>,
    );

  it('is offered once the answer holds pairs of dates, with the dialog closed', () => {
    expect(button(cells)).toContain('aria-haspopup="dialog"');
    expect(button(cells)).toContain('Price grid');
    expect(button(cells)).not.toContain('<dialog');
    expect(button(null)).toBe('');
    expect(button([])).toBe('');
  });
});
