import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  loadTagManager,
  pushConsentDefaults,
  pushConsentUpdate,
  readConsent,
  type DataLayerHost,
  type ScriptDocument,
} from './consent';
import { DENY_ALL_BY_DEFAULT } from '../../../tests/e2e/support/consent-mode';

/** A document that records the scripts appended to its head. */
function fakeDocument(): ScriptDocument & { appended: { src: string; async: boolean }[] } {
  const appended: { src: string; async: boolean; dataset: DOMStringMap }[] = [];
  return {
    appended,
    querySelector: (selector) =>
      selector === 'script[data-gtm-container]'
        ? (appended.find((s) => s.dataset.gtmContainer) ?? null)
        : null,
    createElement: () => ({ async: false, src: '', dataset: {} }),
    head: { append: (node) => appended.push(node as (typeof appended)[number]) },
  };
}

describe('the consent cookie', () => {
  it('reads the stored choice among other cookies', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('ctg_locale=ja; ctg_consent=granted; x=1')).toBe('granted');
    expect(readConsent('ctg_consent=denied')).toBe('denied');
    expect(readConsent('ctg_consent=maybe')).toBeNull();
    expect(readConsent('other_ctg_consent=granted')).toBeNull();
  });

  it('keeps the choice for 12 months on the whole site, Secure over HTTPS', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie('granted', true)).toBe(
      'ctg_consent=granted; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(consentCookie('denied', false)).toBe('ctg_consent=denied; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('Consent Mode commands', () => {
  it('denies every storage by default, after the events already queued', () => {
    const host: DataLayerHost = { dataLayer: [{ event: 'shortlist_form_submit' }] };
    pushConsentDefaults(host);
    expect(host.dataLayer).toHaveLength(2);
    const command = host.dataLayer?.[1] as IArguments;
    // An Arguments object, the only form the tag manager reads as a command.
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect(Array.from(command)).toEqual(DENY_ALL_BY_DEFAULT);
  });

  it('updates analytics only, to the visitor’s choice', () => {
    const host: DataLayerHost = {};
    pushConsentUpdate(host, 'granted');
    pushConsentUpdate(host, 'denied');
    expect(host.dataLayer?.map((entry) => Array.from(entry as IArguments))).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['consent', 'update', { analytics_storage: 'denied' }],
    ]);
  });
});

describe('loadTagManager', () => {
  it('starts the container once, after the gtm.js start event', () => {
    const doc = fakeDocument();
    const host: DataLayerHost = { dataLayer: [{ event: 'abandoned_booking' }] };
    expect(loadTagManager(doc, host, 'GTM-AB12CD3')).toBe(true);
    expect(loadTagManager(doc, host, 'GTM-AB12CD3')).toBe(false);
    expect(doc.appended).toHaveLength(1);
    expect(doc.appended[0]).toMatchObject({
      async: true,
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    });
    expect(host.dataLayer).toHaveLength(2);
    expect(host.dataLayer?.[1]).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
  });
});
