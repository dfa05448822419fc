import type { PropertyDetail } from '../../../../shared/contracts/hotel-rooms';
import type { Translate } from '../../../../shared/i18n/translate';
import { amenityLabel, formatClock, formatDistance, formatReview } from '../../format';
import { HeadedSection } from '../../../../islands/shared/HeadedSection';

/**
 * The property's facts (spec §2 /hotel/detail): photos, description, amenities, check-in and check-out
 * times and policies. Rendered on the server without a client directive: no script for static facts,
 * so the page hands it its own t (the request's language).
 */
export function PropertyOverview({ property, t }: { property: PropertyDetail; t: Translate }) {
  const [lead, ...more] = property.images;
  return (
    <div className="grid gap-8">
      {lead && (
        <section aria-label={t('hotels.detail.photos')} className="grid gap-2 md:grid-cols-[2fr_1fr]">
          <img
            src={lead.src}
            alt={lead.alt}
            width={960}
            height={640}
            className="h-64 w-full rounded-xl object-cover md:h-96"
          />
          {more.length > 0 && (
            <ul className="grid grid-cols-2 gap-2 md:grid-cols-1">
              {more.slice(0, 4).map((image) => (
                <li key={image.src}>
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={480}
                    height={320}
                    loading="lazy"
                    className="h-28 w-full rounded-xl object-cover md:h-[5.6rem]"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <HeadedSection
          id="about-title"
          title={t('hotels.detail.about', { name: property.name })}
          className="grid content-start gap-3"
        >
          {property.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className="mt-2 text-xl">{t('hotels.detail.amenities')}</h3>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {property.amenities.map((code) => (
              <li key={code}>{amenityLabel(t, code)}</li>
            ))}
          </ul>
        </HeadedSection>

        <HeadedSection
          id="stay-facts-title"
          title={t('hotels.detail.goodToKnow')}
          className="card grid content-start gap-3 p-5"
          headingClassName="text-xl"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">{t('hotels.detail.checkIn')}</dt>
            <dd>{t('hotels.detail.from', { time: formatClock(property.checkInTime) })}</dd>
            <dt className="font-semibold">{t('hotels.detail.checkOut')}</dt>
            <dd>{t('hotels.detail.until', { time: formatClock(property.checkOutTime) })}</dd>
            <dt className="font-semibold">{t('hotels.detail.reviews')}</dt>
            <dd>{formatReview(t, property.reviewScore, property.reviewCount)}</dd>
            <dt className="font-semibold">{t('hotels.detail.location')}</dt>
            <dd>
              {formatDistance(t, property.distanceFromCentreKm)};{' '}
              {formatDistance(
                t,
                property.distanceFromAirportKm,
                t('hotels.format.airport', { code: property.airportCode }),
              )}
            </dd>
            <dt className="font-semibold">{t('hotels.detail.phone')}</dt>
            <dd>
              <a href={`tel:${property.phone.replace(/\s+/g, '')}`}>{property.phone}</a>
            </dd>
          </dl>
          <h3 className="mt-2 font-bold">{t('hotels.detail.policies')}</h3>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {property.policies.map((policy) => (
              <li key={policy}>{policy}</li>
            ))}
          </ul>
        </HeadedSection>
      </div>
    </div>
  );
}
