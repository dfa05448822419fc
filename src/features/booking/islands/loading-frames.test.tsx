import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BOARD_TYPES, type HotelStayQuery, type PropertySummary } from '../../../shared/contracts/hotel';
import enBooking from '../../../lib/i18n/locales/en/booking.json';
import enPayment from '../../../lib/i18n/locales/en/booking-payment.json';
import enHotels from '../../../lib/i18n/locales/en/hotels.json';
import { IslandShell } from '../../../islands/shared/IslandShell';
import { HotelCard } from '../../hotels/islands/results/HotelCard';
import PaymentIsland from '../../payment/islands/PaymentIsland';
import BookIsland from './BookIsland';

/**
 * Issue 25, Lighthouse on the journey pages: what the server sends before the islands hydrate. The book
 * and payment pages hold their booking in sessionStorage, so the server can only send a loading frame;
 * a short one left the footer in view to jump down when the steps rendered (layout shift 0.75 and 1.0),
 * and the book page's heading painted only after hydration (its largest paint). The first hotel card's
 * picture is the results' largest paint on a phone and must not wait for lazy loading.
 */

const BOOK_PROPS = {
  siteId: 'ctg-au-web',
  supportPhone: '1300 282 844',
  titles: [],
  countries: [],
  nationalities: [],
  profile: null,
  locale: 'en' as const,
};

describe('loading frames of the booking pages (server render)', () => {
  it('book: the page heading and a screen-high frame, so the footer starts below the fold', () => {
    const html = renderToStaticMarkup(<BookIsland {...BOOK_PROPS} messages={enBooking} />);
    expect(html).toMatch(/<h1 class="text-3xl md:text-4xl">Book your flights<\/h1>/);
    expect(html).toMatch(/<div class="[^"]*\bmin-h-screen\b[^"]*">/);
    expect(html).toContain('role="status"');
  });

  it('payment: a screen-high frame while the booking loads', () => {
    const html = renderToStaticMarkup(
      <PaymentIsland siteId="ctg-au-web" countries={[]} locale="en" messages={enPayment} />,
    );
    expect(html).toMatch(/<div class="[^"]*\bmin-h-screen\b[^"]*">/);
    expect(html).toContain('role="status"');
  });

  // The page's largest text is painted with the first paint, not after the payment methods (LCP).
  it('payment: the heading and introduction the form will show, before hydration', () => {
    const html = renderToStaticMarkup(
      <PaymentIsland siteId="ctg-au-web" countries={[]} locale="en" messages={enPayment} />,
    );
    expect(html).toContain('<h1 class="text-3xl md:text-4xl">Payment</h1>');
    expect(html).toContain(
      'Nothing is booked or charged until you press the button at the end of this page.',
    );
  });
});

describe('HotelCard picture loading', () => {
  const property: PropertySummary = {
    propertyId: 'htl_LON_064',
    name: 'Marlow Bay Resort',
    propertyType: 'Resort',
    starRating: 4,
    reviewScore: 8.6,
    reviewCount: 412,
    address: {
      line: '1 Bay Road',
      suburb: 'Marlow',
      city: 'London',
      countryCode: 'GB',
      countryName: 'United Kingdom',
    },
    latitude: 51.5,
    longitude: -0.12,
    distanceFromCentreKm: 2.4,
    airportCode: 'LHR',
    distanceFromAirportKm: 24,
    amenities: [],
    image: { src: '/images/hotels/exterior-resort-garden.svg', alt: 'Illustration of Marlow Bay Resort' },
    lowestRate: { nightlyCents: 31_200, totalCents: 62_400, board: BOARD_TYPES[0], refundable: true },
    roomsLeft: null,
  };
  const stay: HotelStayQuery = {
    checkInDate: '2027-01-13',
    checkOutDate: '2027-01-15',
    nights: 2,
    adults: 1,
    children: 0,
    location: { code: 'LON', locationType: 'City', name: 'London', latitude: 51.5, longitude: -0.12 },
  };
  const card = (prominent: boolean) =>
    renderToStaticMarkup(
      <IslandShell locale={'en'} messages={enHotels}>
        <HotelCard property={property} stay={stay} href="/hotel/detail" prominent={prominent} />
      </IslandShell>,
    );

  it('loads the first card’s picture at once, ahead of the others', () => {
    expect(card(true)).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/i);
  });

  it('leaves the other cards’ pictures lazy', () => {
    const html = card(false);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toMatch(/fetchpriority/i);
  });
});
