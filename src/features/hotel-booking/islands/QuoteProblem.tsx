import { useT } from '../../../islands/shared/island-shell';
import { useState } from 'react';
import { hotelErrorMessage } from '../../../lib/api/hotel-client';
import { HOTEL_MESSAGES } from '../../../shared/contracts/hotel';
import { type HotelQuote } from '../../../shared/contracts/hotel-rooms';
import { hotelDetailUrl, hotelResultUrl, type HotelSearchQuery } from '../../hotels/search-url';
import { checkHotelPrice } from '../../../lib/api/hotel-client';
import { KnownText } from '../../../islands/shared/known-field-kit';

interface QuoteProblemProps {
  siteId: string;
  quote: HotelQuote;
  /** The search session the quote was made in (the price check's shoppingRspId). */
  searchKey: string | null;
  /** Why the last attempt stopped (the payment's failure text). */
  failure: string;
  onQuote: (quote: HotelQuote) => void;
}

/** The search the quote came from, as the hotel pages' URLs carry it. */
function searchOfQuote({ stay }: Pick<HotelQuote, 'stay'>): HotelSearchQuery {
  return {
    code: stay.location.code,
    type: stay.location.locationType,
    name: stay.location.name,
    checkIn: stay.checkInDate,
    checkOut: stay.checkOutDate,
    adults: stay.adults,
    children: stay.children,
  };
}

/** The room list of the quote's property (back to choose another room); the results without a session. */
export function roomsUrl(quote: HotelQuote, searchKey: string | null): string {
  const search = searchOfQuote(quote);
  if (!searchKey) return hotelResultUrl(search);
  return `${hotelDetailUrl(search, searchKey, quote.property.propertyId)}#rooms-title`;
}

/**
 * A payment that stopped on the quote itself: expired (410, check the price again here) or the room
 * sold out (409, back to the property's rooms); any other failure is the payment's text alone.
 */
export function QuoteProblem({ siteId, quote, searchKey, failure, onQuote }: QuoteProblemProps) {
  const t = useT();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const recheck = async () => {
    if (!searchKey) return;
    setChecking(true);
    setProblem(null);
    try {
      onQuote(
        await checkHotelPrice({
          siteId,
          shoppingRspId: searchKey,
          propertyId: quote.property.propertyId,
          roomTypeId: quote.room.roomTypeId,
          rateId: quote.rate.rateId,
        }),
      );
    } catch (error) {
      setProblem(hotelErrorMessage(error));
    } finally {
      setChecking(false);
    }
  };
  const gone = failure === HOTEL_MESSAGES.roomGone || problem === HOTEL_MESSAGES.roomGone;
  return (
    <div className="grid gap-3">
      {problem && problem !== failure && (
        <p>
          <KnownText text={problem} />
        </p>
      )}
      {failure === HOTEL_MESSAGES.quoteExpired && !gone && searchKey && (
        <p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={checking}
            onClick={() => void recheck()}
          >
            {checking ? t('hotelBooking.quoteExpired.checking') : t('hotelBooking.quoteExpired.check')}
          </button>
        </p>
      )}
      {(gone || problem === HOTEL_MESSAGES.sessionExpired) && (
        <p>
          <a
            className="btn btn-primary"
            href={gone ? roomsUrl(quote, searchKey) : hotelResultUrl(searchOfQuote(quote))}
          >
            {gone ? t('hotelBooking.roomGoneLink') : t('hotelBooking.sessionExpiredLink')}
          </a>
        </p>
      )}
    </div>
  );
}
