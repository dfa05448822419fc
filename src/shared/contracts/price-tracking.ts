import * as v from 'valibot';
import { CABIN_CLASSES } from '../domain/fare-conditions';
import { EmailSchema } from '../validation/fields';
import { JourneySchema, PassengerInfosSchema, SiteIdSchema } from './flights';

/**
 * Price tracking (issue 25): the Booking API's /PriceTracker/* contracts. A tracked search is the
 * route, dates, cabin and party of a flight search; the filters of the results page are not part of it.
 */

/** At most this many trackers per email address, so tracking cannot be used to flood a mailbox. */
export const MAX_TRACKERS_PER_EMAIL = 20;

/** The random tokens of the confirmation and unsubscribe links (ids.secret(32): 43 base64url characters). */
export const TRACKER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const TrackedSearchSchema = v.pipe(
  v.object({
    journeys: v.pipe(
      v.array(JourneySchema, 'journeys must be a list'),
      v.minLength(1, 'At least one journey is needed'),
      v.maxLength(6, 'At most 6 journeys can be tracked together'),
    ),
    passengerInfos: PassengerInfosSchema,
    cabinClass: v.optional(
      v.picklist(CABIN_CLASSES, 'cabinClass must be Economy, PremiumEconomy, Business or First'),
      'Business',
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    dataset.value.journeys.forEach((journey, index, journeys) => {
      if (journey.depCode === journey.arrCode)
        addIssue({ message: `Journey ${index + 1} leaves from and goes to the same place` });
      const previous = journeys[index - 1];
      if (previous && journey.depDate < previous.depDate)
        addIssue({ message: `Journey ${index + 1} departs before journey ${index}` });
    });
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
