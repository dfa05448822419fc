import { describe, expect, it } from 'vitest';
import { LAYOUTS, formatPageTitle, layoutForRoute, requestedPath } from './page-title';

describe('formatPageTitle', () => {
  it.each([
    ['Deals', 'CTG Business Class', 'Deals | CTG Business Class'],
    ['  Sydney   to London ', 'CTG Business Class', 'Sydney to London | CTG Business Class'],
    ['', 'CTG Business Class', 'CTG Business Class'],
    [undefined, 'CTG Business Class', 'CTG Business Class'],
    [null, 'CTG Business Class', 'CTG Business Class'],
    ['CTG Business Class', 'CTG Business Class', 'CTG Business Class'],
    ['Page Not Found: /x', '', 'Page Not Found: /x'],
  ])('formats %j with %j as %j', (page, product, expected) => {
    expect(formatPageTitle(page, product)).toBe(expected);
  });
});

describe('layoutForRoute', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/', 'dashboard'],
    ['/dashboard/preferences', 'dashboard'],
    ['/dashboard/traveller-info', 'dashboard'],
    ['/dashboard/ctg-backend', 'dashboard'],
    ['/dashboard-2024-01-01', 'dashboard'],
    ['/my-dashboard', 'dashboard'],
    ['/flight/dashboard/summary', 'dashboard'],
    ['/Dashboard', 'dashboard'],
    ['/%64ashboard', 'dashboard'],
    ['/dashboard?tab=trips', 'dashboard'],
    ['/', 'page'],
    ['', 'page'],
    ['/deals', 'page'],
    ['/deals/sydney-to-london', 'page'],
    ['/flight/result', 'page'],
    ['/about', 'about'],
    ['/about/legal', 'about'],
    ['/aboutus', 'page'],
    ['/contact', 'about'],
    ['/account', 'account'],
    ['/account/', 'account'],
    ['/authetication', 'account'],
    ['/hotel/result', 'hotel'],
    ['/hotel/detail', 'hotel'],
    ['/hotels', 'page'],
    ['/404', 'error'],
    ['/500', 'error'],
    ['/502', 'error'],
    ['/preview-mode', 'blank'],
  ])('%j uses the %s layout', (path, layout) => {
    expect(layoutForRoute(path)).toBe(layout);
  });

  it('only ever answers a known layout', () => {
    for (const path of ['/x', '/about/a/b', '//dashboard', '/%E0%A4%A']) {
      expect(LAYOUTS).toContain(layoutForRoute(path));
    }
  });
});

describe('requestedPath', () => {
  it.each([
    ['/does-not-exist/', '/404', '/does-not-exist'],
    ['/deals/no-such-deal/', '/404', '/deals/no-such-deal'],
    ['/', '/404', '/'],
    ['', '/x', '/x'],
    [undefined, '/x/', '/x'],
    ['/a/b%20c/', '/404', '/a/b c'],
    ['/%E0%A4%A/', '/404', '/%E0%A4%A'],
  ])('shows %j (url %j) as %j', (origin, fallback, expected) => {
    expect(requestedPath(origin, fallback)).toBe(expected);
  });
});
