import { useRef, useState } from 'react';
import {
  checkHotelPrice,
  getHotelDetail,
  HOTEL_STATUS,
  hotelErrorMessage,
  hotelErrorStatus,
} from '../../../../lib/api/hotel-client';
import { HOTEL_MESSAGES } from '../../../../shared/contracts/hotel';
import {
  type HotelDetail,
  type HotelQuote,
  type RoomOffer,
  type RoomRate,
} from '../../../../shared/contracts/hotel-rooms';
import { selectRoom } from '../../hotel.store';

const HOTEL_BOOK_PATH = '/hotel/book';

export type ChoiceProblem = { kind: 'roomGone' | 'expired' | 'failed'; text: string } | null;

/**
 * Choosing a rate (spec §4 hotel flow): /PriceCheck/Process, then the quote is the selected room and
 * the traveller goes on to /hotel/book. A changed price is shown first and waits for a yes; a room sold
 * out (409) says so and reloads the rooms; an expired search (410) asks for a new search.
 */
export function useRoomChoice(siteId: string, initial: HotelDetail) {
  const [detail, setDetail] = useState(initial);
  const [checking, setChecking] = useState<string | null>(null);
  const [changed, setChanged] = useState<HotelQuote | null>(null);
  const [problem, setProblem] = useState<ChoiceProblem>(null);
  const [refreshing, setRefreshing] = useState(false);
  const request = { siteId, shoppingRspId: initial.shoppingRspId, propertyId: initial.property.propertyId };
  const busy = useRef(false);

  const book = (quote: HotelQuote) => {
    selectRoom(quote);
    window.location.assign(HOTEL_BOOK_PATH);
  };

  const refreshRooms = async () => {
    setRefreshing(true);
    try {
      setDetail(await getHotelDetail(request));
    } catch (error) {
      if (hotelErrorStatus(error) === HOTEL_STATUS.sessionExpired) {
        setProblem({ kind: 'expired', text: HOTEL_MESSAGES.sessionExpired });
      }
    } finally {
      setRefreshing(false);
    }
  };

  const choose = async (room: RoomOffer, rate: RoomRate) => {
    if (busy.current) return;
    busy.current = true;
    setChecking(rate.rateId);
    setProblem(null);
    setChanged(null);
    try {
      const quote = await checkHotelPrice({ ...request, roomTypeId: room.roomTypeId, rateId: rate.rateId });
      if (quote.priceChanged) setChanged(quote);
      else book(quote);
    } catch (error) {
      const status = hotelErrorStatus(error);
      if (status === HOTEL_STATUS.roomGone) {
        setProblem({ kind: 'roomGone', text: HOTEL_MESSAGES.roomGone });
        await refreshRooms();
      } else if (status === HOTEL_STATUS.sessionExpired) {
        setProblem({ kind: 'expired', text: HOTEL_MESSAGES.sessionExpired });
      } else {
        setProblem({ kind: 'failed', text: hotelErrorMessage(error) });
      }
    } finally {
      busy.current = false;
      setChecking(null);
    }
  };

  return {
    detail,
    checking,
    changed,
    problem,
    refreshing,
    choose: (room: RoomOffer, rate: RoomRate) => void choose(room, rate),
    acceptChanged: () => changed && book(changed),
    declineChanged: () => setChanged(null),
  };
}
