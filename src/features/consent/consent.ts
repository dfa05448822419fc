/**
 * The visitor's analytics choice and what follows from it, without the DOM (consent-banner.ts wires it
 * to the page). The choice lives in a first-party cookie for 12 months; Google's Consent Mode commands
 * go to window.dataLayer, which the tag manager reads when (and only when) it is loaded.
 */
import { gtmScriptUrl } from './tag-manager';

const CONSENT_COOKIE = 'ctg_consent';
/** 12 months (365 days), after which the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentChoice = 'granted' | 'denied';

/** The stored choice from document.cookie; null when the visitor has not chosen (or it expired). */
export function readConsent(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    const value = rest.join('=');
    if (value === 'granted' || value === 'denied') return value;
  }
  return null;
}

/** The Set-Cookie string for document.cookie: whole site, not sent on cross-site subrequests. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const flags = `Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${CONSENT_COOKIE}=${choice}; ${flags}`;
}

/** A page's dataLayer host (window); the events the site pushes live in the same array. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * A Consent Mode command as gtag() would queue it: the tag manager recognises a command (rather than
 * an event) by its being an Arguments object, so an array or a plain object would be ignored.
 */
function command(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the Arguments object is the format, see above
  return arguments;
}

/**
 * Consent Mode defaults: every storage denied until the visitor says otherwise. Pushed once a
 * container is configured, before the tag manager could read the dataLayer.
 */
export function pushConsentDefaults(host: DataLayerHost): void {
  (host.dataLayer ??= []).push(
    command('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    }),
  );
}

/**
 * The visitor's choice as a Consent Mode update. Only analytics is asked for, so advertising storage
 * stays denied either way.
 */
export function pushConsentUpdate(host: DataLayerHost, choice: ConsentChoice): void {
  (host.dataLayer ??= []).push(command('consent', 'update', { analytics_storage: choice }));
}

/** The DOM the loader needs (document, in the browser). */
export interface ScriptDocument {
  querySelector(selector: string): unknown;
  createElement(tag: 'script'): { async: boolean; src: string; dataset: DOMStringMap };
  head: { append(node: unknown): void };
}

/**
 * Loads the container once (a second Accept from the footer's settings does not load it twice). The
 * gtm.js start event comes first, as Google's own snippet pushes it, so the container sees the events
 * already in the dataLayer in order.
 */
export function loadTagManager(doc: ScriptDocument, host: DataLayerHost, containerId: string): boolean {
  if (doc.querySelector('script[data-gtm-container]')) return false;
  host.dataLayer ??= [];
  host.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl(containerId);
  script.dataset.gtmContainer = containerId;
  doc.head.append(script);
  return true;
}
