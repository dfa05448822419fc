import { describe, expect, it } from 'vitest';
import { routeCacheKey } from './route-cache-key';

const key = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  routeCacheKey(
    new Request(`https://site.test${path}`, { method, headers }),
    new URL(`https://site.test${path}`),
  );

describe('routeCacheKey', () => {
  it('keys anonymous GETs by host, path, sorted query, language and theme', () => {
    expect(key('/deals?sort=price&page=2')).toBe('https://site.test/deals?page=2&sort=price\0en\0');
    expect(key('/deals?page=2&sort=price')).toBe(key('/deals?sort=price&page=2'));
    expect(key('/deals?page=2')).not.toBe(key('/deals?page=3'));
    expect(key('/deals', { Cookie: 'ctg_theme=dark' })).toBe('https://site.test/deals\0en\0dark');
    const overHttp = routeCacheKey(new Request('http://site.test/deals'), new URL('http://site.test/deals'));
    expect(overHttp).not.toBe(key('/deals'));
  });

  it('keys by the language the page is rendered in, not the raw Accept-Language header', () => {
    expect(key('/', { 'Accept-Language': 'en-US,en;q=0.9' })).toBe(key('/'));
    expect(key('/', { 'Accept-Language': 'en-AU' })).toBe(key('/'));
    expect(key('/', { 'Accept-Language': 'ja,en;q=0.5' })).toBe('https://site.test/\0ja\0');
    // A chosen language wins over the browser's; an invalid choice falls back to the browser's.
    expect(key('/', { 'Accept-Language': 'ja', Cookie: 'ctg_lang=ko' })).toBe('https://site.test/\0ko\0');
    expect(key('/', { 'Accept-Language': 'ja', Cookie: 'ctg_lang=xx' })).toBe('https://site.test/\0ja\0');
    expect(key('/', { Cookie: 'ctg_lang=zh%2DCN' })).toBe('https://site.test/\0zh-CN\0');
    expect(key('/', { Cookie: 'ctg_theme=neon' })).toBe(key('/'));
  });

  it('ignores campaign parameters and cookies that do not change the page', () => {
    expect(key('/deals?utm_source=news&gclid=1&page=2')).toBe(key('/deals?page=2'));
    expect(key('/deals', { Cookie: '_ga=GA1.1.2; ctg_pub_token=abc; ctg_last_auto_reload=1' })).toBe(
      key('/deals'),
    );
  });

  it('bypasses the cache for personal requests: a session, preview, a form outcome, a sign-in step', () => {
    for (const cookie of [
      'ctg_auth_token=t',
      'ctg_fb_profile_exp=1',
      'ctg_preview=1',
      'ctg_form_flash=x',
      'ctg_login_challenge=c',
      'ctg_logged_out=1',
      'ctg_something_new=1',
    ]) {
      expect(key('/deals', { Cookie: `ctg_theme=dark; ${cookie}` }), cookie).toBeNull();
    }
  });

  it('bypasses the cache for other methods, preview switches and oversized queries', () => {
    expect(key('/deals', {}, 'POST')).toBeNull();
    expect(key('/deals', {}, 'HEAD')).toBeNull();
    expect(key('/insights?mode=1')).toBeNull();
    expect(key(`/search?q=${'a'.repeat(600)}`)).toBeNull();
  });
});
