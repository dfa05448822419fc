import { describe, expect, it } from 'vitest';
import { checkLink, safeReturnPath } from './safe-link';

const policy = { siteOrigin: 'https://www.ctg.example', allowedExternalHosts: ['www.qantas.com'] };

describe('checkLink', () => {
  it.each([
    ['/deals', '/deals'],
    ['/insights?page=2#top', '/insights?page=2#top'],
    ['deals/bali', '/deals/bali'],
    ['https://www.ctg.example/about', '/about'],
    // Same scheme as the site without slashes is a relative path in browsers too, and it is emitted as one.
    ['https:evil.example', '/evil.example'],
  ])('keeps the internal link %s as %s', (raw, href) => {
    expect(checkLink(raw, policy)).toEqual({ kind: 'internal', href });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'javascript&colon;alert(1)'.replace('&colon;', ':'),
  ])('refuses the script-type link %j', (raw) => {
    expect(checkLink(raw, policy, { allowExternal: true }).kind).toBe('refused');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '\\\\evil.example',
    'ftp://files.example/x',
  ])('refuses the external link %j without permission', (raw) => {
    expect(checkLink(raw, policy).kind).toBe('refused');
  });

  it('allows an external link with explicit permission or an allowlisted host', () => {
    expect(checkLink('https://evil.example/x', policy, { allowExternal: true })).toEqual({
      kind: 'external',
      href: 'https://evil.example/x',
    });
    expect(checkLink('https://www.qantas.com/au/en.html', policy).kind).toBe('external');
  });

  it('allows mail and phone links', () => {
    expect(checkLink('mailto:help@ctg.example', policy).kind).toBe('external');
    expect(checkLink('tel:1300282844', policy).kind).toBe('external');
  });

  it.each([null, undefined, '', '   '])('refuses the empty link %j', (raw) => {
    expect(checkLink(raw, policy).kind).toBe('refused');
  });
});

describe('safeReturnPath (post-login and preference returns)', () => {
  it.each([
    ['/hotel/result?city=SYD', '/hotel/result?city=SYD'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(document.cookie)', '/'],
    [null, '/'],
  ])('turns %j into %j', (raw, expected) => {
    expect(safeReturnPath(raw, policy.siteOrigin)).toBe(expected);
  });
});

describe('safeReturnPath refuses every disguised protocol-relative or cross-origin target', () => {
  // Each of these resolves, once dot segments and backslashes are processed, to "//evil.example" or to
  // another origin: followed by a browser from Location or Refresh, it would leave the site.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/..//evil.example',
    '/x/%2e%2e//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/.\t//evil.example',
    '/.\n//evil.example',
    '/\r\n/evil.example',
    '/\t/evil.example',
    ' //evil.example',
    '\u0000//evil.example',
    'https:/.//evil.example',
    'HtTpS:/.//evil.example',
    'https:\\\\evil.example',
    'HTTPS://evil.example',
    'http://www.ctg.example@evil.example/',
    '//www.ctg.example@evil.example',
    '/.//www.ctg.example@evil.example',
    'JaVaScRiPt:alert(1)',
  ])('%j goes to the fallback', (raw) => {
    expect(safeReturnPath(raw, policy.siteOrigin)).toBe('/');
    expect(checkLink(raw, policy).kind).toBe('refused');
  });

  it.each([
    // Encoded slashes and backslashes stay encoded in a path: browsers do not resolve them.
    ['/%2f/evil.example', '/%2f/evil.example'],
    ['/%5c/evil.example', '/%5c/evil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/.%2f/evil.example', '/.%2f/evil.example'],
    ['/account?returnUrl=//evil.example', '/account?returnUrl=//evil.example'],
  ])('%j stays on the site as %j', (raw, expected) => {
    expect(safeReturnPath(raw, policy.siteOrigin)).toBe(expected);
  });
});

describe('safeReturnPath fallback', () => {
  it('uses a same-site fallback and refuses a hostile one', () => {
    expect(safeReturnPath('//evil.example', policy.siteOrigin, '/contact#form-x')).toBe('/contact#form-x');
    expect(safeReturnPath('//evil.example', policy.siteOrigin, '//evil.example')).toBe('/');
  });
});
