import type { PropertyDetail } from '../../../lib/contracts/hotel-rooms';
import { amenityLabel, formatClock, formatDistance, formatReview } from '../../../lib/hotels/format';

/**
 * The property's facts (spec §2 /hotel/detail): photos, description, amenities, check-in and check-out
 * times and policies. Rendered on the server without a client directive: no script for static facts.
 */
export function PropertyOverview({ property }: { property: PropertyDetail }) {
  const [lead, ...more] = property.images;
  return (
    <div className="grid gap-8">
      {lead && (
        <section aria-label="Photos" className="grid gap-2 md:grid-cols-[2fr_1fr]">
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
        <section aria-labelledby="about-title" className="grid content-start gap-3">
          <h2 id="about-title" className="text-2xl">
            About {property.name}
          </h2>
          {property.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3 className="mt-2 text-xl">Amenities</h3>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {property.amenities.map((code) => (
              <li key={code}>{amenityLabel(code)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="stay-facts-title" className="card grid content-start gap-3 p-5">
          <h2 id="stay-facts-title" className="text-xl">
            Good to know
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Check-in</dt>
            <dd>From {formatClock(property.checkInTime)}</dd>
            <dt className="font-semibold">Check-out</dt>
            <dd>Until {formatClock(property.checkOutTime)}</dd>
            <dt className="font-semibold">Reviews</dt>
            <dd>{formatReview(property.reviewScore, property.reviewCount)}</dd>
            <dt className="font-semibold">Location</dt>
            <dd>
              {formatDistance(property.distanceFromCentreKm)};{' '}
              {formatDistance(property.distanceFromAirportKm, `the airport (${property.airportCode})`)}
            </dd>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={`tel:${property.phone.replace(/\s+/g, '')}`}>{property.phone}</a>
            </dd>
          </dl>
          <h3 className="mt-2 font-bold">Policies</h3>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {property.policies.map((policy) => (
              <li key={policy}>{policy}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
