import * as v from 'valibot';
import { EmailSchema } from '../validation/fields';
import {
  journeyOrderIssues,
  PassengerInfosSchema,
  SearchCabinSchema,
  SearchJourneysSchema,
  SiteIdSchema,
} from './flights';

/**
 * Price tracking (issue 25): the Booking API's /PriceTracker/* contracts. A tracked search is the
 * route, dates, cabin and party of a flight search; the filters of the results page are not part of it.
 */

/** At most this many trackers per email address, so tracking cannot be used to flood a mailbox. */
export const MAX_TRACKERS_PER_EMAIL = 20;

/** The random tokens of the confirmation and unsubscribe links (ids.secret(32): 43 base64url characters). */
export const TRACKER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const TrackedSearchSchema = v.pipe(
  v.object({
    journeys: SearchJourneysSchema,
    passengerInfos: PassengerInfosSchema,
    cabinClass: SearchCabinSchema,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of journeyOrderIssues(dataset.value.journeys)) addIssue({ message });
  }),
);
export type TrackedSearch = v.InferOutput<typeof TrackedSearchSchema>;

/** A guest sends the email to write to; an account holder's trackers go to the account's email. */
export const PriceTrackerCreateSchema = v.object({
  siteId: SiteIdSchema,
  search: TrackedSearchSchema,
  email: v.optional(EmailSchema),
});
export type PriceTrackerCreateInput = v.InferInput<typeof PriceTrackerCreateSchema>;

export const PriceTrackerTokenSchema = v.object({
  token: v.pipe(v.string('token is required'), v.regex(TRACKER_TOKEN, 'token is not a valid link token')),
});

export const PriceTrackerListSchema = v.object({ siteId: SiteIdSchema });

export const PriceTrackerDeleteSchema = v.object({
  siteId: SiteIdSchema,
  id: v.pipe(v.string('id is required'), v.uuid('id is not a valid id')),
});

export interface PriceTrackerCreated {
  id: string;
  /** False for a guest until the emailed link is opened; no price email is sent before. */
  confirmed: boolean;
  /** False when this email already tracked this search (the existing tracker is answered). */
  created: boolean;
  /** The lowest total found now (AUD), or null when nothing can be sold. */
  lowestPrice: number | null;
}

export interface PriceTrackerSummary {
  id: string;
  search: TrackedSearch;
  email: string;
  confirmed: boolean;
  lastSeenLowest: number | null;
  createdAt: string;
}

/** What the site says once a tracker is set up. */
export const TRACKING_SET_UP = 'We will email you when the price drops';
export const TRACKING_CHECK_EMAIL = 'Check your email to confirm';
