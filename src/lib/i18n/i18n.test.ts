import { describe, expect, it } from 'vitest';
import { getT, resolveDocumentLanguage } from './i18n';
import { LANGUAGES } from '../../shared/i18n/languages';

describe('i18n', () => {
  it('answers each language in its own words, and the English plural forms', async () => {
    const [ja, id, en] = await Promise.all([getT('ja'), getT('id'), getT('en')]);
    expect(ja('site.skipToContent')).toBe('メインコンテンツへスキップ');
    expect(id('site.skipToContent')).toBe('Langsung ke konten utama');
    expect(en('siteSearch.resultsFor', { count: 1, q: 'Tokyo' })).toBe('1 result for “Tokyo”');
    expect(en('siteSearch.resultsFor', { count: 2, q: 'Tokyo' })).toBe('2 results for “Tokyo”');
    // Japanese has one plural form: "_other" serves every count.
    expect(ja('siteSearch.resultsFor', { count: 1, q: '東京' })).toBe('「東京」の検索結果：1件');
  });

  it('gives each request its own language without changing anyone else’s', async () => {
    const [ja, en] = await Promise.all([getT('ja'), getT('en')]);
    expect(ja('header.signIn')).toBe('サインイン');
    expect(en('header.signIn')).toBe('Sign in');
    expect((await getT('en'))('header.signIn')).toBe('Sign in');
  });

  it('hands every request of a language the same t()', async () => {
    expect(await getT('en')).toBe(await getT('en'));
    expect(await getT('ja')).not.toBe(await getT('en'));
  });

  it('states each language as the document language: every bundle is complete', () => {
    for (const { code } of LANGUAGES) expect(resolveDocumentLanguage(code)).toBe(code);
  });

  it('would state English for a language missing any key (the text the reader would see)', () => {
    const resources = { en: { a: 'A', b: { c: 'C' } }, ko: { a: '가', b: { c: '다' } }, id: { a: 'A' } };
    expect(resolveDocumentLanguage('ko', resources)).toBe('ko');
    expect(resolveDocumentLanguage('id', resources)).toBe('en');
    // Japanese writes every count with "_other": English's "_one" is not missing there.
    const plurals = { en: { n_one: 'one', n_other: 'many' }, ja: { n_other: '件' }, ko: { m: '개' } };
    expect(resolveDocumentLanguage('ja', plurals)).toBe('ja');
    expect(resolveDocumentLanguage('ko', plurals)).toBe('en');
  });
});
