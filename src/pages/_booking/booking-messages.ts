import type { AstroGlobal } from 'astro';
import { withKnownMessages } from '../../features/account/account-messages.server';
import { pickMessages } from '../dashboard/_dashboard-data';

/** The message groups a booking or payment island's forms and the Booking API's answers are written in. */
const BOOKING_MESSAGE_GROUPS = ['validationMessages', 'bookingMessages'];

/**
 * A booking or payment island's messages: the page's i18n subtrees (`keys`) plus the known-message
 * pairs that put the validation texts and the Booking API's English answers in the reader's language.
 */
export function bookingIslandMessages(Astro: AstroGlobal, keys: string[]): Record<string, unknown> {
  return withKnownMessages(Astro.locals.locale, pickMessages(Astro, keys), BOOKING_MESSAGE_GROUPS);
}
