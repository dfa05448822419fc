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
