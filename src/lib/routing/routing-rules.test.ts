import { describe, expect, it } from 'vitest';
import { requiresLogin } from './login-guard';
import { readPreviewRequest } from './preview-mode';
import { SPEC_REDIRECTS, validateRedirectManifest } from './redirects.mjs';

describe('login guard', () => {
  it.each([
    ['/hotel/result', true],
    ['/hotel/result/', true],
    ['/hotel/detail', true],
    ['/hotel/detail/123', true],
    ['/hotel/book', false],
    ['/hotel/results', false],
    ['/dashboard', true],
    ['/dashboard/traveller-info', true],
    ['/dashboard-offers', false],
    ['/', false],
  ])('%s requires login: %s', (path, expected) => {
    expect(requiresLogin(path)).toBe(expected);
  });
});

describe('preview mode request', () => {
  it('turns on with mode=1 and keeps the other parameters', () => {
    expect(readPreviewRequest(new URL('https://x.example/deals?mode=1&sort=price'))).toEqual({
      enable: true,
      cleanPath: '/deals?sort=price',
    });
  });
  it('turns off with mode=0', () => {
    expect(readPreviewRequest(new URL('https://x.example/?mode=0'))).toEqual({
      enable: false,
      cleanPath: '/',
    });
  });
  it.each(['https://x.example/', 'https://x.example/?mode=2', 'https://x.example/?modes=1'])(
    'ignores %s',
    (url) => {
      expect(readPreviewRequest(new URL(url))).toBeNull();
    },
  );
});

describe('redirect manifest validation (build time)', () => {
  it('accepts well-formed entries', () => {
    expect(validateRedirectManifest({ redirects: [{ from: '/a/[slug]', to: '/b/[slug]' }] })).toEqual({
      '/a/[slug]': '/b/[slug]',
    });
  });
  it.each([
    ['not a list', { redirects: {} }, /must be an array/],
    ['an external target', { redirects: [{ from: '/a', to: 'https://evil.example' }] }, /not a site path/],
    ['a protocol-relative target', { redirects: [{ from: '/a', to: '//evil.example' }] }, /not a site path/],
    ['a self redirect', { redirects: [{ from: '/a', to: '/a' }] }, /itself/],
    ['an unknown parameter', { redirects: [{ from: '/a', to: '/b/[slug]' }] }, /does not define/],
    [
      'a duplicate',
      {
        redirects: [
          { from: '/a', to: '/b' },
          { from: '/a', to: '/c' },
        ],
      },
      /already redirected/,
    ],
    ['a clash with the spec', { redirects: [{ from: '/news', to: '/b' }] }, /already redirected/],
    [
      'a chain',
      {
        redirects: [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/c' },
        ],
      },
      /chains/,
    ],
  ])('refuses %s', (_label, manifest, message) => {
    expect(() => validateRedirectManifest(manifest)).toThrow(message);
  });
  it('holds every redirect of the spec', () => {
    expect(Object.keys(SPEC_REDIRECTS)).toHaveLength(10);
    expect(SPEC_REDIRECTS['/deals/[x]/enquiry']).toBe('/deals/enquiry/[x]');
  });
});
