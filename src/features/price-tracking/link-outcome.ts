/**
 * The landing pages of the links in price-tracking emails (issue 25): /price-tracking/confirm and
 * /price-tracking/unsubscribe. Opening a link changes nothing (mail scanners open links); the page's
 * button posts to /api/price-tracking/<action>, which answers with the page again and its outcome.
 * Pure, so the mapping from the Booking API's answer is tested without a server.
 */
import { TRACKER_TOKEN } from '../../shared/contracts/price-tracking';

export const TRACKER_ACTIONS = ['confirm', 'unsubscribe'] as const;
export type TrackerAction = (typeof TRACKER_ACTIONS)[number];

export const LINK_OUTCOMES = ['done', 'invalid', 'unavailable'] as const;
export type LinkOutcome = (typeof LINK_OUTCOMES)[number];

/** The Booking API path of each action. */
export const SERVICE_PATHS: Record<TrackerAction, string> = {
  confirm: '/PriceTracker/Confirm',
  unsubscribe: '/PriceTracker/Unsubscribe',
};

/** A link token as the emails carry it, or undefined for anything else. */
export function trackerTokenOf(value: string | null | undefined): string | undefined {
  const token = value?.trim() ?? '';
  return TRACKER_TOKEN.test(token) ? token : undefined;
}

/** The outcome of a refusal: the link's tracker is gone (404) or the token is malformed (400). */
export function outcomeOfStatus(status: number): LinkOutcome {
  return status === 400 || status === 404 ? 'invalid' : 'unavailable';
}

/** The landing page of an action, with the outcome once there is one (never the token again). */
export function landingPath(action: TrackerAction, outcome?: LinkOutcome): string {
  return outcome ? `/price-tracking/${action}?outcome=${outcome}` : `/price-tracking/${action}`;
}

export const isLinkOutcome = (value: string | null): value is LinkOutcome =>
  (LINK_OUTCOMES as readonly string[]).includes(value ?? '');
