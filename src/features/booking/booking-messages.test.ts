import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import {
  OFFER_EXPIRED_MESSAGE,
  OFFER_ITINERARY_GONE,
  OFFER_NOT_FOUND_MESSAGE,
} from '../../shared/contracts/offer';
import {
  NO_PAYMENT_METHOD,
  PAYMENT_FAILED,
  PAYMENT_TIMEOUT,
  PRICE_CHANGED,
} from '../../shared/contracts/order';
import { SEAT_MAP_UNAVAILABLE } from '../../shared/contracts/seat-map';
import { HOTEL_UNAVAILABLE, INCOMPLETE_LINK } from '../hotels/load-detail';
import { placeNotFound } from '../hotels/resolve-search';
import { translateKnownMessage } from '../../shared/i18n/known-messages';
import { knownMessagePairs } from '../../lib/i18n/known-messages.server';
import en from '../../lib/i18n/locales/en/messages-booking.json';
import { SESSION_EXPIRED } from './offer-problem';

/**
 * The bookingMessages group lists, word for word, the English texts the booking, payment and hotel
 * services answer: a text changed in the code but not here would silently stay English on screen.
 */
describe('bookingMessages', () => {
  const english = new Set(
    Object.values(en.bookingMessages).flatMap((group) => Object.values(group as Record<string, string>)),
  );

  it('lists the texts the services and screens produce', () => {
    const produced = [
      ...Object.values(HOTEL_MESSAGES),
      OFFER_EXPIRED_MESSAGE,
      OFFER_ITINERARY_GONE,
      OFFER_NOT_FOUND_MESSAGE,
      PAYMENT_FAILED,
      PAYMENT_TIMEOUT,
      NO_PAYMENT_METHOD,
      PRICE_CHANGED,
      SEAT_MAP_UNAVAILABLE,
      SESSION_EXPIRED,
      INCOMPLETE_LINK,
      HOTEL_UNAVAILABLE,
    ];
    for (const text of produced) expect(english, text).toContain(text);
  });

  it('shows a service message in the reader language, with its variable parts', () => {
    const ja = knownMessagePairs('ja', ['bookingMessages']);
    expect(translateKnownMessage(ja, HOTEL_MESSAGES.roomGone)).toBe(
      '選択された客室は満室になりました。別の客室をお選びください。',
    );
    const ko = knownMessagePairs('ko', ['bookingMessages']);
    expect(translateKnownMessage(ko, 'Visa cards have a 3-digit CCV')).toBe('Visa 카드의 CCV는 3자리입니다');
    expect(translateKnownMessage(ko, 'A brand new server text')).toBe('A brand new server text');
    expect(translateKnownMessage(ja, placeNotFound('Ubud'))).toBe(
      '「Ubud」が見つかりませんでした。候補から都市、空港、ホテルをお選びください。',
    );
  });
});
