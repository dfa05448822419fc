import { describe, expect, it } from 'vitest';
import { routeCacheKey } from '../cache/route-cache-key';
import { firstVisitLanguage } from '../../shared/i18n/first-visit-language';

describe('firstVisitLanguage (Accept-Language without a cookie)', () => {
  it.each([
    ['ja-JP,ja;q=0.9', 'ja'],
    ['ja-JP', 'ja'],
    ['id-ID', 'id'],
    ['in-ID', 'id'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN,zh;q=0.9', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ko-KR', 'ko'],
    ['ko_kr', 'ko'],
    ['en-AU,en;q=0.9', 'en'],
    ['fr-FR,ja;q=0.5', 'ja'],
    ['de;q=0.9,ko;q=0.8,ja;q=0.95', 'ja'],
    ['ja;q=0,ko', 'ko'],
    ['ko;q=abc,ja;q=0.5', 'ko'],
  ])('%j → %s', (header, expected) => {
    expect(firstVisitLanguage(header)).toBe(expected);
  });

  it.each([['fr-FR,de;q=0.8'], ['zh-TW'], ['zh-Hant-HK'], ['*'], [''], [';;,,']])(
    '%j → none (English)',
    (header) => {
      expect(firstVisitLanguage(header)).toBeUndefined();
    },
  );

  it('keeps the order of equal weights', () => {
    expect(firstVisitLanguage('ko, ja')).toBe('ko');
  });
});

describe('the route cache key', () => {
  const keyOf = (headers: Record<string, string>) =>
    routeCacheKey(new Request('https://site.test/', { headers }), new URL('https://site.test/'));

  it('keys a first visit by the same language the middleware renders', () => {
    expect(keyOf({ 'Accept-Language': 'ko-KR' })).toBe('https://site.test/\0ko\0');
    expect(keyOf({ 'Accept-Language': 'zh-Hans' })).toBe('https://site.test/\0zh-CN\0');
    expect(keyOf({ 'Accept-Language': 'fr-FR' })).toBe('https://site.test/\0en\0');
    expect(keyOf({ 'Accept-Language': 'ko-KR', Cookie: 'ctg_lang=id' })).toBe('https://site.test/\0id\0');
  });
});
