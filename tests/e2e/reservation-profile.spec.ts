import type { Page } from '@playwright/test';
import {
  createReviewedOffer as createOffer,
  orderCreateBody,
  type Passenger,
} from '../../scripts/shared/booking-driver';
import { expect, test } from './fixtures';
import { signInAsDemo } from './support/after-booking';
import { preAuthoriseCard } from './support/book-by-card';
import { callBookingApi, daysAhead } from './support/booking-api';
import { DEMO_AGENT, signInAsStaff } from './support/editor-session';
import { uniqueTag } from './support/travellers';

/**
 * The demo traveller's account is linked to the reservation-system profile SBR-OLIVIA-7Q4K2M: on the
 * passenger step they fill the passenger from the profile's companion (names, birth date, nationality,
 * passport expiry and country, and the programme of the trip's airline), book, and the order names the
 * profile on their trip page and on the agents' order page.
 */

const PROFILE_ID = 'SBR-OLIVIA-7Q4K2M';
/** The companion's programmes as the profile holds them, in its order (the form fills the first that fits). */
const COMPANION_PROGRAMMES: [string, string][] = [
  ['QF', '2087654321'],
  ['BA', '77123456'],
  ['EK', 'EK310482917'],
  ['SQ', '8876543210'],
  ['CX', '1602938475'],
];

interface Segment {
  airline: { code: string };
}
interface Itinerary {
  pricedItineraryId: string;
  segments: Segment[];
  brands: { brandIndex: number }[];
}
interface ReviewedOffer {
  offerId: string;
  expiresAt: string;
  totalCents: number;
  journeys: { itinerary: { segments: Segment[] } }[];
}

/** A reviewed SYD-LHR offer on an itinerary flown by an airline whose programme the companion holds. */
function offerOnCompanionAirline(page: Page): Promise<ReviewedOffer> {
  const codes = COMPANION_PROGRAMMES.map(([code]) => code);
  return createOffer<ReviewedOffer, Itinerary>(
    (_step, path, body) => callBookingApi(page.request, path, body),
    {
      search: { to: 'LHR', depDate: daysAhead(50), cabinClass: 'Business', withEmptyTypes: false },
      resultsPage: { journeyIndex: 0 },
      choose: (itineraries) => {
        const fit = itineraries.find((item) => item.segments.some((s) => codes.includes(s.airline.code)));
        expect(fit, 'an itinerary on one of the companion programmes’ airlines').toBeDefined();
        return { pricedItineraryId: fit!.pricedItineraryId, brandIndex: fit!.brands.at(-1)!.brandIndex };
      },
    },
  );
}

test('a linked traveller fills a passenger from the reservation profile; the booking names the profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsDemo(page);
  const offer = await offerOnCompanionAirline(page);
  const airlines = offer.journeys.flatMap((journey) => journey.itinerary.segments.map((s) => s.airline.code));
  const [programme, membership] = COMPANION_PROGRAMMES.find(([code]) => airlines.includes(code))!;
  // The booking starts at its passenger step with this offer, as the detail page's Continue leaves it.
  await page.evaluate((reviewed) => {
    sessionStorage.setItem(
      'ctg:flightOffer',
      JSON.stringify({
        offerId: reviewed.offerId,
        offerData: reviewed,
        expiresAt: reviewed.expiresAt,
        travelers: [{ travelerId: 'T1', passengerType: 'Adult', details: {} }],
        bookingStep: 1,
      }),
    );
  }, offer);
  await page.goto('/flight/book');
  await expect(page.getByRole('heading', { level: 2, name: 'Passengers', exact: true })).toBeVisible();

  const picker = page.getByLabel('Fill in from your profile');
  // The profile's holder is the account's own traveller (same names and date of birth), so she is offered
  // once; the profile's companion is offered with the profile named.
  await expect(picker.locator('option')).toHaveText([
    'Choose a traveller',
    'Olivia Nguyen',
    'James Nguyen',
    `Marcus Reid (reservation profile ${PROFILE_ID})`,
  ]);
  await picker.selectOption({ label: `Marcus Reid (reservation profile ${PROFILE_ID})` });
  await expect(page.getByLabel('Title')).toHaveValue('Mr');
  await expect(page.getByLabel('Given names (as on passport)')).toHaveValue('Marcus');
  await expect(page.getByLabel('Family name (as on passport)')).toHaveValue('Reid');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1986-08-23');
  await expect(page.getByLabel('Gender')).toHaveValue('Male');
  await expect(page.getByLabel('Nationality')).toHaveValue('GB');
  await expect(page.getByLabel('Passport expiry date')).toHaveValue('2032-06-14');
  await expect(page.getByLabel('Passport country of issue')).toHaveValue('GB');
  await expect(page.getByLabel('Frequent flyer programme')).toHaveValue(programme);
  await expect(page.getByLabel('Frequent flyer number')).toHaveValue(membership);
  // The full passport number never reaches the browser: the traveller types it, and the issue date.
  await expect(page.getByLabel('Passport number')).toHaveValue('');
  await page.getByLabel('Passport number').fill('533218847');
  await page.getByLabel('Passport issue date').fill('2022-06-15');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact details', exact: true })).toBeVisible();

  // Booked with the passenger as the step saved it, paid by card (the later steps have journeys of their own).
  const saved = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('ctg:flightOffer') ?? '{}') as { travelers: { details: object }[] })
        .travelers[0]!.details,
  );
  const { frequentFlyerAirline, frequentFlyerNumber, ...passenger } = saved as Passenger & {
    frequentFlyerAirline: string;
    frequentFlyerNumber: string;
  };
  expect([frequentFlyerAirline, frequentFlyerNumber]).toEqual([programme, membership]);
  const { paymentId, totalWithSurchargeCents } = await preAuthoriseCard(page, offer.offerId, 'e2e-profile');
  const body = orderCreateBody({
    offerId: offer.offerId,
    email: `reservation-profile-${uniqueTag()}@example.com`,
    payment: { paymentId, amountCents: totalWithSurchargeCents },
    passenger,
  });
  const created = await page.request.post('/api/booking/Order/OrderCreate', {
    data: {
      ...body,
      passengers: [
        { ...body.passengers[0], frequentFlyer: { airlineCode: programme, membershipNumber: membership } },
      ],
    },
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-profile-${uniqueTag()}` },
  });
  const order = (await created.json()) as {
    message: string;
    data: { orderId: string; bookingReference: string; reservationProfileId: string };
  };
  expect(created.status(), order.message).toBe(201);
  expect(order.data.reservationProfileId).toBe(PROFILE_ID);

  await page.goto(`/dashboard/trips/${order.data.orderId}`);
  await expect(page.getByTestId('trip-reservation-profile')).toHaveText(`Reservation profile ${PROFILE_ID}`);

  const agent = await (await browser.newContext()).newPage();
  await signInAsStaff(agent, DEMO_AGENT);
  await agent.goto(`/dashboard/ctg-backend/orders/${order.data.orderId}`);
  const summary = agent.getByTestId('order-summary');
  await expect(summary).toContainText('Reservation profile');
  await expect(summary).toContainText(PROFILE_ID);
  await expect(summary).toContainText('Marcus Reid');
  await agent.context().close();
});
