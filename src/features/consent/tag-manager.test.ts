import { describe, expect, it } from 'vitest';
import {
  applyTagManagerCsp,
  gtmScriptUrl,
  parseGtmContainerId,
  tagManagerCsp,
  type CspInserter,
} from './tag-manager';

/** Records what a page's CSP was asked to allow, as Astro.csp would receive it. */
function recordingCsp(): CspInserter & { scripts: string[]; directives: string[] } {
  const scripts: string[] = [];
  const directives: string[] = [];
  return {
    scripts,
    directives,
    insertScriptResource: (resource) => scripts.push(resource),
    insertDirective: (directive) => directives.push(directive),
  };
}

describe('parseGtmContainerId', () => {
  it('is off when unset or blank (the default)', () => {
    expect(parseGtmContainerId(undefined)).toBeUndefined();
    expect(parseGtmContainerId('')).toBeUndefined();
    expect(parseGtmContainerId('   ')).toBeUndefined();
  });

  it('accepts container ids, trimmed', () => {
    expect(parseGtmContainerId('GTM-AB12')).toBe('GTM-AB12');
    expect(parseGtmContainerId(' GTM-AB12CD3 ')).toBe('GTM-AB12CD3');
    expect(parseGtmContainerId('GTM-ABCDEFGHIJ')).toBe('GTM-ABCDEFGHIJ');
  });

  it.each([
    'gtm-AB12CD3',
    'GTM-ab12cd3',
    'GTM-AB1',
    'GTM-ABCDEFGHIJK',
    'G-AB12CD3EF',
    'UA-12345-1',
    'GTM-AB12"><script>',
    'GTM-AB12&l=x',
  ])('refuses %j at start', (value) => {
    expect(() => parseGtmContainerId(value)).toThrow(/GTM_CONTAINER_ID/);
  });
});

describe('the tag manager in the CSP', () => {
  it('changes nothing without a container', () => {
    const csp = recordingCsp();
    applyTagManagerCsp(csp, undefined);
    expect(csp.scripts).toEqual([]);
    expect(csp.directives).toEqual([]);
    expect(tagManagerCsp(undefined)).toEqual({ scriptResources: [], directives: [] });
  });

  it('allows googletagmanager.com for scripts, connections and images, keeping self', () => {
    const csp = recordingCsp();
    applyTagManagerCsp(csp, 'GTM-AB12CD3');
    expect(csp.scripts).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp.directives).toEqual([
      "connect-src 'self' https://www.googletagmanager.com",
      "img-src 'self' data: https://www.googletagmanager.com",
    ]);
  });

  it('tolerates a response without a CSP (an endpoint)', () => {
    expect(() => applyTagManagerCsp(undefined, 'GTM-AB12CD3')).not.toThrow();
  });

  it('loads the container from Google by its id', () => {
    expect(gtmScriptUrl('GTM-AB12CD3')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
  });
});
