import { describe, expect, it } from 'vitest';
// Astro's own rule, from its build output: the copy must agree with it (an upgrade that changes it
// fails here rather than serving a page in the wrong language from the cache).
import { computePreferredLocale } from '../../../node_modules/astro/dist/i18n/utils.js';
import { LANGUAGES } from '../../shared/i18n/languages';
import { preferredLocaleOf } from './preferred-locale';

const locales = LANGUAGES.map((language) => language.code);

const headers = [
  '',
  '*',
  'en',
  'en-US',
  'en-US,en;q=0.9',
  'en-AU,en-GB;q=0.9,en;q=0.8',
  'ja,en;q=0.5',
  'ja;q=0.4,en;q=0.5',
  'zh-CN,zh;q=0.9',
  'zh_cn',
  'ZH-cn;q=0.8,ko;q=0.9',
  'id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7',
  '*;q=0.9,ko;q=0.1',
  'fr-FR,fr;q=0.9,*;q=0.5',
  'ko;q=2,ja;q=0.3',
  'en;q=abc,ja;q=0.2',
  ' ja , en ',
  'de,,en',
];

describe('preferredLocaleOf', () => {
  it.each(headers.map((header) => [header]))('agrees with Astro for Accept-Language %j', (header) => {
    const request = new Request('http://site.test/', {
      headers: header ? { 'Accept-Language': header } : {},
    });
    expect(preferredLocaleOf(header || null, locales)).toBe(computePreferredLocale(request, locales));
  });
});
