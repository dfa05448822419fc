import { useEffect, useRef } from 'react';
import { HOTEL_MESSAGES } from '../../../../shared/contracts/hotel';
import { type HotelDetail } from '../../../../shared/contracts/hotel-rooms';
import { formatCents } from '../../../../shared/domain/money';
import { hotelResultUrl, type HotelSearchQuery } from '../../search-url';
import { $hotelBooking, selectHotel, startHotelSearch } from '../../hotel.store';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';
import { OutcomeMessage } from '../../../../islands/shared/OutcomeMessage';
import { RoomCard, rateName } from './RoomCard';
import { useRoomChoice } from './use-room-choice';

interface RoomsSectionProps {
  siteId: string;
  detail: HotelDetail;
  search: HotelSearchQuery;
}

// The new price is in bold inside a translated sentence: the sentence carries a mark where it goes.
const NOW_MARK = '\u0000';

function PriceChange({ text, now }: { text: string; now: string }) {
  const [before, after = ''] = text.split(NOW_MARK);
  return (
    <>
      {before}
      <strong>{now}</strong>
      {after}
    </>
  );
}

/** The rooms and rates of the property, and what happens when one is chosen. */
export function RoomsSection({ siteId, detail: initial, search }: RoomsSectionProps) {
  const { detail, checking, changed, problem, refreshing, choose, acceptChanged, declineChanged } =
    useRoomChoice(siteId, initial);
  const t = useT();
  const known = useKnownMessage();
  const notice = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A shared link or a reload: the held state learns which session and hotel this page is about.
  useEffect(() => {
    const held = $hotelBooking.get();
    if (held.searchKey !== initial.shoppingRspId) startHotelSearch(initial.shoppingRspId);
    if ($hotelBooking.get().selectedHotel?.propertyId !== initial.property.propertyId)
      selectHotel(initial.property);
  }, [initial]);

  useEffect(() => {
    if (problem || changed) notice.current?.focus();
  }, [problem, changed]);

  return (
    <section aria-labelledby="rooms-title" className="grid gap-4">
      <h2 id="rooms-title" ref={heading} tabIndex={-1} className="text-2xl">
        {t('hotels.detail.rooms')}
      </h2>
      <div ref={notice} tabIndex={-1} className="grid gap-3 empty:hidden">
        {problem && (
          <OutcomeMessage tone="error" message={known(problem.text)}>
            {problem.kind === 'expired' && (
              <p className="mt-2">
                <a className="btn btn-primary" href={hotelResultUrl(search)}>
                  {t('hotels.detail.searchAgain')}
                </a>
              </p>
            )}
            {problem.kind === 'roomGone' && (
              <p>
                <a className="underline" href="#rooms-title" onClick={() => heading.current?.focus()}>
                  {t('hotels.detail.backToRooms')}
                </a>
              </p>
            )}
          </OutcomeMessage>
        )}
        {changed && (
          <div className="card grid gap-3 p-5" role="alert">
            <p className="font-bold">{t('hotels.detail.priceChanged')}</p>
            <p>
              <PriceChange
                text={t('hotels.detail.priceChangedDetail', {
                  room: changed.room.name,
                  rate: rateName(t, changed.rate),
                  previous: formatCents(changed.previousTotalCents),
                  now: NOW_MARK,
                })}
                now={formatCents(changed.totalCents)}
              />
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary" onClick={acceptChanged}>
                {t('hotels.detail.continueAt', { price: formatCents(changed.totalCents) })}
              </button>
              <button type="button" className="btn btn-ghost" onClick={declineChanged}>
                {t('hotels.detail.chooseAnother')}
              </button>
            </div>
          </div>
        )}
      </div>
      <p className="sr-only" role="status">
        {refreshing ? t('hotels.detail.updatingRooms') : ''}
      </p>
      {problem?.kind !== 'expired' &&
        (detail.rooms.length === 0 ? (
          <p className="card p-5 font-semibold">{known(HOTEL_MESSAGES.noRooms)}</p>
        ) : (
          <ul className="grid gap-4">
            {detail.rooms.map((room) => (
              <li key={room.roomTypeId}>
                <RoomCard
                  room={room}
                  stay={detail.stay}
                  timeZone={detail.property.timeZone}
                  checking={checking}
                  onChoose={choose}
                />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
