import { describe, expect, it } from 'vitest';
import { getT } from '../../lib/i18n/i18n';
import { isCurrentPage, menuLabel } from './menu';

describe('main menu labels', () => {
  it("shows the seed menu's entries in the reader's language", async () => {
    const ja = await getT('ja');
    const id = await getT('id');
    expect(menuLabel('Deals', ja, 'ja')).toEqual({ text: '特別運賃', lang: undefined });
    expect(menuLabel('About us', id, 'id')).toEqual({ text: 'Tentang kami', lang: undefined });
  });

  it('keeps an editor-made label in English, marked as English on other-language pages', async () => {
    const label = 'Europe in business class, 2027';
    expect(menuLabel(label, await getT('ko'), 'ko')).toEqual({ text: label, lang: 'en' });
    expect(menuLabel(label, await getT('en'), 'en')).toEqual({ text: label, lang: undefined });
  });

  it('leaves English labels exactly as the CMS wrote them', async () => {
    const en = await getT('en');
    for (const label of ['Flights', 'Deals', 'All deals', 'Insights', 'Terms of use', 'Contact'])
      expect(menuLabel(label, en, 'en').text).toBe(label);
  });

  it('still finds the current page', () => {
    expect(isCurrentPage({ action: 'Page', target: '/deals/' }, new URL('https://x.test/deals'))).toBe(true);
  });
});
