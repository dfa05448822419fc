import type { HotelStayQuery } from '../../../../shared/contracts/hotel';
import { type RoomOffer, type RoomRate } from '../../../../shared/contracts/hotel-rooms';
import type { Translate } from '../../../../shared/i18n/translate';
import { boardLabel } from '../../format';
import { formatCents } from '../../../../shared/domain/money';
import { cancellationLines, rateIncludes } from '../../rate-text';
import { formatGuestParty, formatGuests, formatNights } from '../../stay';
import { useT } from '../../../../islands/shared/island-shell';
import { AmenityChips, PictureCard, RoomsLeft } from '../shared/PictureCard';

interface RoomCardProps {
  room: RoomOffer;
  stay: HotelStayQuery;
  /** The property's time zone: deadlines are on its clock. */
  timeZone: string;
  /** The rate being price-checked, if any (its button shows it; the others wait). */
  checking: string | null;
  onChoose: (room: RoomOffer, rate: RoomRate) => void;
}

/** "Breakfast included · Free cancellation", what a rate is, for its heading and button. */
export const rateName = (t: Translate, rate: RoomRate) =>
  t('hotels.detail.rateName', {
    board: boardLabel(t, rate.board),
    cancellation: t(rate.refundable ? 'hotels.detail.freeCancellation' : 'hotels.detail.nonRefundable'),
  });

/** A room type with what it offers and each of its rates: what it includes, its cancellation, its price. */
export function RoomCard({ room, stay, timeZone, checking, onChoose }: RoomCardProps) {
  const t = useT();
  const headingId = `room-${room.roomTypeId}`;
  return (
    <PictureCard headingId={headingId} layout="room" image={room.image}>
      <div className="grid gap-4 p-4 md:p-5">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-xl">
            {room.name}
          </h3>
          <p className="text-sm">
            {t('hotels.detail.roomFacts', {
              bed: room.bedType,
              size: room.sizeSqm,
              view: room.view,
              guests: formatGuests(t, room.maxOccupancy),
            })}
          </p>
          <p className="text-sm">{room.description}</p>
          {room.roomsLeft <= 5 && <RoomsLeft count={room.roomsLeft} />}
          <AmenityChips
            className="mt-1 flex flex-wrap gap-1.5 text-xs"
            label={t('hotels.detail.roomAmenities', { room: room.name })}
            codes={room.amenities}
          />
        </div>
        <ul className="grid gap-3" aria-label={t('hotels.detail.roomRates', { room: room.name })}>
          {room.rates.map((rate) => {
            const rateId = `${room.roomTypeId}-${rate.rateId}`;
            return (
              <li
                key={rate.rateId}
                className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[minmax(0,1fr)_auto]"
                aria-labelledby={`${rateId}-name`}
              >
                <div className="grid gap-1">
                  <h4 id={`${rateId}-name`} className="font-bold">
                    {rateName(t, rate)}
                  </h4>
                  <ul className="grid list-disc gap-0.5 pl-5 text-sm">
                    {rateIncludes(t, rate, stay.adults + stay.children, timeZone).map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  <ul
                    className="grid gap-0.5 text-sm text-ink-muted"
                    aria-label={t('hotels.detail.cancellation')}
                  >
                    {cancellationLines(t, rate, timeZone).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
                <div className="grid content-end gap-1 sm:text-right">
                  <p className="text-2xl font-bold">{formatCents(rate.totalCents)}</p>
                  <p className="text-sm">
                    {t('hotels.detail.totalFor', {
                      nights: formatNights(t, stay.nights),
                      party: formatGuestParty(t, stay.adults, stay.children),
                    })}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {t('hotels.detail.includesTaxes', { amount: formatCents(rate.taxesCents) })}
                  </p>
                  <button
                    type="button"
                    className="btn btn-primary mt-1"
                    disabled={checking !== null}
                    aria-describedby={`${headingId} ${rateId}-name`}
                    onClick={() => onChoose(room, rate)}
                  >
                    {checking === rate.rateId ? t('hotels.detail.checking') : t('hotels.detail.choose')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </PictureCard>
  );
}
