/**
 * The manage-booking link and support line every booking email carries (issue 23): the site's
 * "Manage booking" page with the reference filled in (the traveller still proves the booking with its
 * last name and an emailed code), and the configured support phone.
 */
import type { Order } from '../../shared/contracts/order';
import type { EmailHelp } from '../email/booking-email-parts';
import type { Platform } from '../platform/platform';

export function emailHelp(platform: Platform, order: Pick<Order, 'bookingReference'>): EmailHelp {
  const reference = encodeURIComponent(order.bookingReference);
  return {
    manageUrl: `${platform.config.siteUrl}/trips/find?reference=${reference}`,
    supportPhone: platform.config.supportPhone,
  };
}
