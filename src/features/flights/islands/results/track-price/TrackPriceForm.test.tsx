import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultCriteria } from '../../../search-criteria';
import en from '../../../../../lib/i18n/locales/en/price-tracking.json';
import { createTranslator, type Messages } from '../../../../../shared/i18n/translate';
import { TrackPrice } from '../TrackPrice';
import { TrackPriceForm } from './TrackPriceForm';

const t = createTranslator(en as Messages, 'en');
const texts = en.priceTracking;
const props = { criteria: defaultCriteria(), siteId: 'CTG-AU', t };

const drawForm = (signedIn: boolean) =>
  renderToStaticMarkup(<TrackPriceForm {...props} signedIn={signedIn} idPrefix="track" />);

describe('the "Track prices" form (a form kit form)', () => {
  it("asks a guest for an email, checked by the form's rule and not the browser's", () => {
    const html = drawForm(false);
    expect(html).toMatch(/<form class="track-price-form mt-3" novalidate="">/i);
    expect(html).toContain(`<label class="field-label" for="track-email">${texts.emailLabel}</label>`);
    expect(html).toContain(
      '<input id="track-email" class="field-input" type="email" inputMode="email" autoComplete="email" name="email" value=""/>',
    );
    expect(html).toContain(
      `<button type="submit" class="btn btn-primary" aria-busy="false">${texts.submit}</button>`,
    );
  });

  it('is one button for a signed-in traveller', () => {
    const html = drawForm(true);
    expect(html).not.toContain('<input');
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain(texts.submit);
  });

  it('keeps its outcome region in the page before the first answer, with no alert', () => {
    const html = drawForm(false);
    expect(html).toContain('<div class="sr-only" role="status"></div>');
    expect(html).not.toContain('role="alert"');
  });
});

describe('the "Track prices" disclosure', () => {
  const drawPanel = (signedIn: boolean) =>
    renderToStaticMarkup(<TrackPrice {...props} signedIn={signedIn} />);

  it('draws the band button, heading and texts, and no form until it is opened', () => {
    const html = drawPanel(true);
    expect(html).toMatch(
      /^<details class="track-price"><summary class="band-button">Track prices<\/summary>/,
    );
    expect(html).toMatch(
      /<section class="track-price-panel" aria-labelledby="([^"]+)-title"><h2 id="\1-title"/,
    );
    expect(html).toContain(`${texts.intro} ${texts.toAccount}`);
    expect(html).not.toContain('<form');
  });

  it("shows the form's button, unavailable and busy, while the form loads", () => {
    expect(drawPanel(false)).toContain(
      `<button type="button" class="btn btn-primary mt-3" disabled="" aria-busy="true">${texts.submit}</button>`,
    );
  });
});
