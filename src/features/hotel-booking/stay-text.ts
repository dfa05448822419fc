/**
 * Sentences about a hotel stay shared by the booking steps (island t()) and the order pages (page
 * t()): what the rate's cancellation allows, with its deadline on the property's clock.
 */
import type { Translate } from '../../shared/i18n/translate';
import { formatPropertyInstant } from './stay-format';

export interface CancellationTerms {
  refundable: boolean;
  /** ISO instant; null when non-refundable. */
  freeCancellationUntil: string | null;
}

export function cancellationText(terms: CancellationTerms, timeZone: string, t: Translate): string {
  if (!terms.refundable || !terms.freeCancellationUntil) return t('hotelBooking.summary.nonRefundable');
  return t('hotelBooking.summary.freeCancellation', {
    deadline: formatPropertyInstant(terms.freeCancellationUntil, timeZone),
  });
}
