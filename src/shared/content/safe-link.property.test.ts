import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { checkLink, safeReturnPath } from './safe-link';

const SITE_ORIGINS = ['https://www.ctg.example', 'http://localhost:4321'];

/** Pieces attackers combine to make a path that a URL parser turns into another origin. */
const HOSTILE_FRAGMENTS = [
  '/',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%09',
  '%0a',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '//',
  '/\\',
  'evil.example',
  'www.ctg.example',
  'localhost:4321',
  'https:',
  'HtTpS:',
  'http:',
  'javascript:',
  'data:',
  '@',
  ':',
  '?',
  '#',
  'x',
];

const hostileInput = fc
  .array(fc.constantFrom(...HOSTILE_FRAGMENTS), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));
const anyInput = fc.oneof(hostileInput, fc.string(), fc.string({ unit: 'binary' }), fc.webUrl());

/** Whatever a browser makes of `target` as a Location or Refresh URL, it stays on `origin`. */
function expectSameOriginPath(target: string, origin: string): void {
  expect(target.startsWith('/')).toBe(true);
  expect(target.startsWith('//')).toBe(false);
  expect(target.startsWith('/\\')).toBe(false);
  expect(new URL(target, origin).origin).toBe(origin);
}

describe('safeReturnPath keeps every return on the site', () => {
  test.prop([anyInput, fc.constantFrom(...SITE_ORIGINS)], { numRuns: 2000 })(
    'answers a same-origin path beginning with a single slash',
    (raw, origin) => {
      expectSameOriginPath(safeReturnPath(raw, origin), origin);
    },
  );

  test.prop([anyInput, fc.constantFrom(...SITE_ORIGINS)], { numRuns: 2000 })(
    'gives checkLink internal verdicts that are same-origin paths',
    (raw, origin) => {
      const verdict = checkLink(raw, { siteOrigin: origin }, { allowExternal: true });
      if (verdict.kind === 'internal') expectSameOriginPath(verdict.href, origin);
    },
  );
});
