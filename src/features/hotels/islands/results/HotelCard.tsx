import type { PropertySummary, HotelStayQuery } from '../../../../shared/contracts/hotel';
import { boardLabel, formatDistance, formatReview, starsText } from '../../format';
import { formatCents } from '../../../../shared/domain/money';
import { formatGuestParty, formatNights } from '../../stay';
import { selectHotel } from '../../hotel.store';
import { useT } from '../../../../islands/shared/island-shell';
import { AmenityChips, PictureCard, RoomsLeft } from '../shared/PictureCard';
import { Stars } from '../shared/Stars';

/** Amenities shown on a card; the detail page lists them all. */
const CARD_AMENITIES = 4;

interface HotelCardProps {
  property: PropertySummary;
  stay: HotelStayQuery;
  href: string;
  /**
   * The first card: its picture is the largest thing the results paint on a phone, so it loads at
   * once and ahead of the others (lazy loading would wait for layout to find it in view).
   */
  prominent?: boolean;
}

/** One property of the results: picture, name, stars, review, distance, a few amenities and the price. */
export function HotelCard({ property, stay, href, prominent = false }: HotelCardProps) {
  const t = useT();
  const rate = property.lowestRate;
  const headingId = `hotel-${property.propertyId}`;
  return (
    <PictureCard headingId={headingId} layout="hotel" image={property.image} eager={prominent}>
      <div className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:p-5">
        <div className="grid content-start gap-1.5">
          <p className="text-sm text-ink-muted">
            {property.propertyType} ·{' '}
            <Stars count={property.starRating} label={starsText(t, property.starRating)} />
          </p>
          <h3 id={headingId} className="text-xl">
            <a href={href} className="hover:underline" onClick={() => selectHotel(property)}>
              {property.name}
            </a>
          </h3>
          <p className="text-sm">
            {property.address.suburb} · {formatDistance(t, property.distanceFromCentreKm)}
          </p>
          <p className="text-sm font-semibold">
            {formatReview(t, property.reviewScore, property.reviewCount)}
          </p>
          <AmenityChips
            className="flex flex-wrap gap-1.5 text-xs"
            label={t('hotels.card.amenities')}
            codes={property.amenities.slice(0, CARD_AMENITIES)}
          />
        </div>
        <div className="grid content-end gap-1 md:text-right">
          <p className="text-sm">{boardLabel(t, rate.board)}</p>
          {rate.refundable && <p className="text-sm font-semibold">{t('hotels.card.freeCancellation')}</p>}
          {property.roomsLeft !== null && <RoomsLeft count={property.roomsLeft} />}
          <p>
            <span className="text-2xl font-bold">{formatCents(rate.nightlyCents)}</span>{' '}
            <span className="text-sm">{t('hotels.card.perNight')}</span>
          </p>
          <p className="text-sm">
            {t('hotels.card.totalFor', {
              total: formatCents(rate.totalCents),
              nights: formatNights(t, stay.nights),
              party: formatGuestParty(t, stay.adults, stay.children),
            })}
          </p>
          <p className="text-xs text-ink-muted">{t('hotels.card.includesTaxes')}</p>
          <a
            href={href}
            className="btn btn-primary mt-2"
            onClick={() => selectHotel(property)}
            aria-describedby={headingId}
          >
            {t('hotels.card.seeRooms')}
          </a>
        </div>
      </div>
    </PictureCard>
  );
}
