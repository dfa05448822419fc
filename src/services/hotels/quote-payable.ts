/** Price-checked hotel rooms (quotes) as payables (ADR 016): the hotel side of the orders' payable port. */
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import type { Payable, PayableSource } from '../payables/payable-port';
import { quoteStayTimes, stayInstants } from './rules/hotel-order-stay';
import {
  isQuoteExpired,
  loadOwnedQuote,
  QUOTE_ALREADY_ORDERED_MESSAGE,
  type StoredQuote,
} from './quote-access';

const QUOTE_ID_PREFIX = 'hq_';

export function quotePayable(stored: StoredQuote): Payable {
  return {
    id: stored.quoteId,
    kind: 'hotel',
    status: stored.status,
    expiresAt: stored.expiresAt,
    totalCents: stored.totalCents,
    startsAt: stayInstants(quoteStayTimes(stored.quote)).checkIn,
  };
}

export const quotePayables: PayableSource = {
  kind: 'hotel',
  owns: (id) => id.startsWith(QUOTE_ID_PREFIX),
  loadOwned: async (db, id, owner) => quotePayable(await loadOwnedQuote(db, id, owner)),
  isExpired: (payable, now) => isQuoteExpired({ expiresAt: payable.expiresAt }, now),
  alreadyOrderedMessage: QUOTE_ALREADY_ORDERED_MESSAGE,
  expiredMessage: HOTEL_MESSAGES.quoteExpired,
};
