import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseDashboardDate, isBackupToken } from './backup-pages';
import {
  contentLifetime,
  PUBLIC_CONTENT_CACHE,
  secondsUntilMidnight,
  setSharedCacheControl,
} from './cache-policy';
import { editUrl } from './edit-overlay';
import { formatContentDate, formatDateRange, formatPrice } from './format';
import {
  decodeFormFlash,
  encodeFormFlash,
  isFormEvent,
  readFormValues,
  submissionValues,
} from './form-state.server';
import { loadMoreHref, parseDealQuery, parseListingPage, withParam } from './listing';
import { isMarkOnlyHtml, safeHighlightHtml } from './search-html';
import { breadcrumbLd, metaDescription, serializeJsonLd } from './seo';
import { robotsTxt, sitemapXml } from './sitemap';

describe('listing rules', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['20', 20],
    ['21', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['01', null],
  ])('page %j is %j', (raw, page) => {
    expect(parseListingPage(raw)).toBe(page);
  });

  it('builds load more and filter links on the same path', () => {
    const url = new URL('http://x/deals?sort=price&page=1');
    expect(loadMoreHref(url, 2, 'item-13')).toBe('/deals?sort=price&page=2#item-13');
    expect(withParam(new URL('http://x/deals?sort=price&page=3'), 'airline', 'QF')).toBe(
      '/deals?sort=price&airline=QF',
    );
    expect(withParam(new URL('http://x/deals?airline=QF'), 'airline', null)).toBe('/deals');
  });

  it('reads deal parameters and refuses malformed ones', () => {
    expect(parseDealQuery(new URLSearchParams(''))).toEqual({
      sort: 'latest',
      destination: undefined,
      airline: undefined,
    });
    expect(parseDealQuery(new URLSearchParams('sort=price&destination=london&airline=qf'))).toEqual({
      sort: 'price',
      destination: 'london',
      airline: 'QF',
    });
    expect(parseDealQuery(new URLSearchParams('sort=cheap'))).toBeNull();
    expect(parseDealQuery(new URLSearchParams('destination=<x>'))).toBeNull();
    expect(parseDealQuery(new URLSearchParams('airline=QANTAS'))).toBeNull();
  });
});

describe('search highlights', () => {
  it('renders only escaped text with balanced <mark>', () => {
    expect(isMarkOnlyHtml('<mark>Qantas</mark> lounge &amp; spa &#39;s')).toBe(true);
    expect(isMarkOnlyHtml('<mark>open')).toBe(false);
    expect(isMarkOnlyHtml('<mark><mark>x</mark></mark>')).toBe(false);
    expect(isMarkOnlyHtml('<b>x</b>')).toBe(false);
    expect(isMarkOnlyHtml('<mark onclick="x">y</mark>')).toBe(false);
    expect(safeHighlightHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(safeHighlightHtml('a <mark>b</mark>')).toBe('a <mark>b</mark>');
  });
});

describe('formats', () => {
  it('formats dates and prices in Australian English', () => {
    expect(formatContentDate('2027-01-31')).toBe('31 January 2027');
    expect(formatContentDate('2026-08-04T00:00:00.000Z')).toBe('4 August 2026');
    expect(formatContentDate('soon')).toBe('soon');
    expect(formatDateRange('2027-04-20', '2027-06-10')).toBe('20 April 2027 to 10 June 2027');
    // Issue 25, item 12: "$" with 2 decimals, as the spec and every other money screen write it.
    expect(formatPrice({ amount: 9450, currency: 'AUD' })).toBe('$9,450.00');
    expect(formatPrice({ amount: 99.5, currency: 'AUD' })).toBe('$99.50');
  });

  it('writes dates, ranges and prices the way each interface language does', () => {
    expect(formatContentDate('2027-03-05', 'ja')).toBe('2027年3月5日');
    expect(formatContentDate('2027-03-05', 'ko')).toBe('2027년 3월 5일');
    expect(formatContentDate('2027-03-05', 'id')).toBe('5 Maret 2027');
    expect(formatDateRange('2027-04-20', '2027-06-10', 'zh-CN')).toBe('2027年4月20日至2027年6月10日');
    expect(formatDateRange('2027-04-20', '2027-06-10', 'id')).toBe('20 April 2027 hingga 10 Juni 2027');
    expect(formatPrice({ amount: 9450, currency: 'AUD' }, 'ja')).toBe('A$9,450.00');
    expect(formatPrice({ amount: 9450, currency: 'AUD' }, 'id')).toBe('AU$9.450,00');
    expect(formatPrice({ amount: 99.5, currency: 'AUD' }, 'ko')).toBe('AU$99.50');
  });

  it('formats prices as toLocaleString does, with the formatters made once', () => {
    for (const amount of [0, 7, 1234567, 99.5, 0.125, 12.999, -45.1, 1e21]) {
      const expected = amount.toLocaleString('en-AU', {
        style: 'currency',
        currency: 'NZD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(formatPrice({ amount, currency: 'NZD' })).toBe(expected);
    }
  });
});

describe('SEO helpers', () => {
  it('escapes JSON-LD so content cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('lists breadcrumbs with absolute URLs, the last one the current page', () => {
    const data = breadcrumbLd(
      'https://site.test',
      [{ label: 'Home', path: '/' }, { label: 'Deals' }],
      '/deals',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.test/' },
      { '@type': 'ListItem', position: 2, name: 'Deals', item: 'https://site.test/deals' },
    ]);
  });

  it('cuts meta descriptions at a word near 160 characters', () => {
    expect(metaDescription('  Short   text ')).toBe('Short text');
    const long = metaDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('writes a sitemap of published paths without the form outcome pages, and robots.txt', () => {
    const xml = sitemapXml('https://site.test', [
      { path: '/about', lastModified: '2026-01-01T00:00:00.000Z' },
      { path: '/join-the-list-confirmation', lastModified: '2026-01-01T00:00:00.000Z' },
      { path: '/deals?x=<y>&z', lastModified: 'bad' },
    ]);
    expect(xml).toContain('<loc>https://site.test/about</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<loc>https://site.test/insights</loc>');
    expect(xml).not.toContain('join-the-list-confirmation');
    expect(xml).toContain('&amp;z');
    expect(xml).not.toContain('<y>');
    expect(robotsTxt('https://site.test')).toContain('Sitemap: https://site.test/sitemap.xml');
  });
});

describe('cache policy', () => {
  const base = { signedIn: false, preview: false, personal: false, setsCookie: false };
  it('lets shared caches keep only anonymous, published, cookie-free pages', () => {
    expect(contentLifetime(base)).toEqual({ cacheControl: PUBLIC_CONTENT_CACHE, maxAge: 60, swr: 300 });
    expect(contentLifetime({ ...base, signedIn: true })).toBeUndefined();
    expect(contentLifetime({ ...base, preview: true })).toBeUndefined();
    expect(contentLifetime({ ...base, personal: true })).toBeUndefined();
    expect(contentLifetime({ ...base, setsCookie: true })).toBeUndefined();
  });

  it('caps the whole lifetime, stale time included, for a page that must be gone by a deadline', () => {
    expect(contentLifetime(base, 3600)?.cacheControl).toBe(PUBLIC_CONTENT_CACHE);
    expect(contentLifetime(base, 200)).toEqual({
      cacheControl: 'public, max-age=60, stale-while-revalidate=140',
      maxAge: 60,
      swr: 140,
    });
    expect(contentLifetime(base, 42.7)).toEqual({ cacheControl: 'public, max-age=42', maxAge: 42, swr: 0 });
    expect(contentLifetime(base, 4)).toBeUndefined();
  });

  it('counts the seconds to midnight on the site calendar (Sydney)', () => {
    // 23:59:00 in Sydney (UTC+11 in November) is 12:59:00 UTC.
    expect(secondsUntilMidnight('Australia/Sydney', new Date('2026-11-21T12:59:00Z'))).toBe(60);
    expect(secondsUntilMidnight('Australia/Sydney', new Date('2026-11-21T13:00:00Z'))).toBe(86_400);
    expect(secondsUntilMidnight('UTC', new Date('2026-11-21T18:00:00.500Z'))).toBe(21_599.5);
  });
});

describe('edit overlay', () => {
  const on = { preview: true, adminUrl: 'https://admin.test/cms/' };
  it('shows only in preview, opening the workspace unless an external admin is configured', () => {
    expect(editUrl(on, 'deal', 'sydney-london')).toBe('https://admin.test/cms/deal/sydney-london');
    expect(editUrl({ ...on, preview: false }, 'deal', 'x')).toBeUndefined();
    expect(editUrl({ ...on, adminUrl: undefined }, 'deal', 'x')).toBe(
      '/dashboard/ctg-backend/content/deal/x',
    );
    expect(editUrl({ ...on, adminUrl: undefined }, 'page-section', 'about#2')).toBe(
      '/dashboard/ctg-backend/content/page/about',
    );
    expect(editUrl({ ...on, adminUrl: 'javascript:alert(1)' }, 'deal', 'x')).toBeUndefined();
    expect(editUrl(on, 'page-section', 'about#2')).toBe('https://admin.test/cms/page-section/about%232');
  });
});

describe('form state', () => {
  const form = {
    fields: [
      { name: 'email', label: 'Email', type: 'Email' as const },
      {
        name: 'interests',
        label: 'Regions',
        type: 'Checkbox' as const,
        options: [
          { label: 'Asia', value: 'asia' },
          { label: 'Europe', value: 'europe' },
        ],
      },
      { name: 'consent', label: 'I agree', type: 'Checkbox' as const },
      { name: 'recipient', label: 'Recipient', type: 'RecipientEmail' as const, value: 'x@ctg.example' },
    ],
  };

  it('reads the posted values of the form fields only', () => {
    const body = new FormData();
    body.append('email', '  a@b.co ');
    body.append('interests', 'asia');
    body.append('interests', 'europe');
    body.append('consent', 'on');
    body.append('recipient', 'evil@example.com');
    body.append('other', 'x');
    const values = readFormValues(form, body);
    expect(values).toEqual({ email: 'a@b.co', interests: ['asia', 'europe'], consent: 'on' });
    expect(submissionValues(form, values)).toEqual({
      email: 'a@b.co',
      interests: ['asia', 'europe'],
      consent: true,
    });
    expect(submissionValues(form, { consent: '' })).toEqual({ consent: false });
  });

  it('round-trips the flash and keeps errors when long values do not fit', () => {
    const flash = {
      key: 'contact',
      outcome: 'invalid' as const,
      values: { email: 'a' },
      errors: { email: 'This field must be a valid email' },
    };
    expect(decodeFormFlash(encodeFormFlash(flash))).toEqual(flash);
    const random = randomBytes(4000).toString('base64'); // incompressible
    const big = { ...flash, values: { message: random, email: 'a@b.co' } };
    const encoded = encodeFormFlash(big);
    expect(encoded.length).toBeLessThanOrEqual(3500);
    expect(decodeFormFlash(encoded)).toEqual({ ...flash, values: { email: 'a@b.co' } });
    expect(decodeFormFlash('not-a-flash')).toBeNull();
    expect(decodeFormFlash(undefined)).toBeNull();
  });

  it('knows the tracked form events', () => {
    expect(isFormEvent('contact_form_submit')).toBe(true);
    expect(isFormEvent('alert(1)')).toBe(false);
    expect(isFormEvent(null)).toBe(false);
  });
});

describe('back-up pages', () => {
  const today = new Date('2026-11-21T10:00:00Z');
  it.each([
    ['2026-01-15', '2026-01-15'],
    ['2026-11-21', '2026-11-21'],
    ['2026-11-22', null],
    ['2026-02-30', null],
    ['2019-12-31', null],
    ['20260115', null],
    [undefined, null],
  ])('dashboard date %j is %j', (raw, expected) => {
    expect(parseDashboardDate(raw, today)).toBe(expected);
  });

  it('accepts URL-safe tokens of 8 to 64 characters', () => {
    expect(isBackupToken('Ab12cd34')).toBe(true);
    expect(isBackupToken('short')).toBe(false);
    expect(isBackupToken('a/b/c/d/e')).toBe(false);
    expect(isBackupToken('x'.repeat(65))).toBe(false);
  });
});

describe('shared caching and chosen languages', () => {
  const page = (cookies: string[]) => ({
    cookies: { has: (name: string) => cookies.includes(name) },
    response: { headers: new Headers() },
  });

  it('lets browsers and shared caches keep a page only when no language or theme was chosen', () => {
    const anonymous = page([]);
    setSharedCacheControl(anonymous, PUBLIC_CONTENT_CACHE);
    expect(anonymous.response.headers.get('Cache-Control')).toBe(PUBLIC_CONTENT_CACHE);
    for (const cookie of ['ctg_lang', 'ctg_theme']) {
      const chosen = page([cookie]);
      setSharedCacheControl(chosen, PUBLIC_CONTENT_CACHE);
      expect(chosen.response.headers.get('Cache-Control'), cookie).toBeNull();
    }
  });
});
