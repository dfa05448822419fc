/**
 * What "Track prices" checks, sends and makes of the answer (issue 25): the guest's email rule, the
 * /PriceTracker/Create body built from the results page's search, and the outcome the panel shows.
 */
import * as v from 'valibot';
import type { EndpointResult } from '../../../../../lib/api/browser-client';
import type { FlightSearchCriteria } from '../../../search-criteria';
import { toSearchRequest } from '../../../search-request';
import type {
  PriceTrackerCreated,
  PriceTrackerCreateInput,
} from '../../../../../shared/contracts/price-tracking';
import type { Translate } from '../../../../../shared/i18n/translate';

/**
 * A guest's email, checked before a request is made: the browser's own email check, on the trimmed
 * text. Not the shared EmailSchema: its v.email is stricter (a domain ending of two letters or more,
 * no unusual characters, at most 254) and it lower-cases the address, which the service would then
 * receive. The message is the key of the panel's text (the island's light translator writes it).
 */
export const GuestEmailSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'priceTracking.invalidEmail')),
});

/** The form's one field; a signed-in traveller's stays empty (alerts go to the account's email). */
export interface TrackPriceValues {
  email: string;
}

export type TrackOutcome =
  { kind: 'set-up' } | { kind: 'check-email'; email: string } | { kind: 'error'; text: string };

/** The search's route, dates, cabin and party; a guest's email, none for an account holder. */
export function trackRequest(
  criteria: FlightSearchCriteria,
  siteId: string,
  email: string | undefined,
): PriceTrackerCreateInput {
  const request = toSearchRequest(criteria, siteId);
  return {
    siteId,
    search: {
      journeys: request.journeys,
      passengerInfos: request.passengerInfos,
      cabinClass: request.cabinClass,
    },
    ...(email === undefined ? {} : { email }),
  };
}

/**
 * Set up (an account holder, or an email already confirmed), "check your email" for a guest whose
 * tracking starts at the emailed link, or why it could not be set up.
 */
export function outcomeOf(
  result: EndpointResult<PriceTrackerCreated>,
  email: string,
  t: Translate,
): TrackOutcome {
  if (result.ok) return result.data.confirmed ? { kind: 'set-up' } : { kind: 'check-email', email };
  return { kind: 'error', text: t(result.status === 429 ? 'priceTracking.tooMany' : 'priceTracking.failed') };
}
