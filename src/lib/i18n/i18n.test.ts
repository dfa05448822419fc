import { describe, expect, it } from 'vitest';
import { getT, resolveDocumentLanguage } from './i18n';
import { en } from './i18n';

describe('i18n', () => {
  it('falls back to English key by key for languages without text', async () => {
    const t = await getT('ja');
    expect(t('site.skipToContent')).toBe((en.site as Record<string, string>).skipToContent);
  });

  it('gives each request its own language without changing anyone else’s', async () => {
    const [ja, en2] = await Promise.all([getT('ja'), getT('en')]);
    expect(ja('site.skipToContent')).toBe(en2('site.skipToContent'));
  });

  it('hands every request of a language the same t()', async () => {
    expect(await getT('en')).toBe(await getT('en'));
    expect(await getT('ja')).not.toBe(await getT('en'));
  });

  it('states English as the document language until a translation is complete', () => {
    expect(resolveDocumentLanguage('en')).toBe('en');
    expect(resolveDocumentLanguage('ja')).toBe('en');
    const resources = { en: { a: 'A', b: { c: 'C' } }, ko: { a: '가', b: { c: '다' } }, id: { a: 'A' } };
    expect(resolveDocumentLanguage('ko', resources)).toBe('ko');
    expect(resolveDocumentLanguage('id', resources)).toBe('en');
  });
});
