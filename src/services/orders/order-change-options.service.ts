/**
 * The read side of date changes (issue 23, ADR 026): the alternatives for a new date of one journey,
 * and a quote for one of them. Alternatives come from the flight engine on the journey's own route
 * and cabin, from the validating airline that sold the fare and in the same fare brand (the fare rules
 * being the airline's), less what the cabin inventory no longer has for the party. A quote is a new
 * offer of the whole trip (the other journeys as booked) that holds the new flights' cabin places and
 * price for the offer hold time, like any offer; the change itself then moves the order onto it.
 */
import type { FlightSearchRequest, PricedItinerary } from '../../shared/contracts/flights';
import type { FareBrand } from '../../shared/contracts/flight-results';
import type { OfferJourney } from '../../shared/contracts/offer';
import type { OrderStatus } from '../../shared/contracts/order';
import {
  ORDER_CHANGE_MESSAGES,
  type ChangeOption,
  type ChangeOptions,
  type ChangeOptionsRequest,
  type ChangeQuote,
  type ChangeQuoteRequest,
} from '../../shared/contracts/order-change';
import type { TokenClaims } from '../http/token-claims';
import { orderChanges } from '../db/schema';
import { journeyQueries } from '../flight-search/flights.service';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import type { Inventory } from '../flights/inventory';
import { todayIn } from '../../shared/domain/zone-clock';
import { RequestRejected } from '../http/envelope';
import { holdCabinSeats } from '../inventory/cabin.repo';
import { cabinsOfItinerary, seatedCount } from '../inventory/cabin.rules';
import { sellableItineraries } from '../inventory/sellable';
import { catalogueOfJourneys } from '../offers/ancillary.rules';
import { loadOfferForOrder, type StoredOffer } from '../offers/offer-access';
import { inSeatTransaction, insertOffer, newOfferId } from '../offers/offer.repo';
import { assembleOffer, flightSignatureOf, offerJourneyOf } from '../offers/offer.rules';
import { OFFER_HOLD_MINUTES } from '../flights/fare.rules';
import type { Platform } from '../platform/platform';
import {
  changeFigures,
  changeRefusal,
  confirmableOnline,
  datesAround,
  dateRefusal,
  fitsBetween,
} from './change-quote.rules';
import { changeQuoteTerms } from './order-change-payment';
import { seatsChosenOn } from './order-change.repo';
import { loadManageableOrder } from './order-manage-access';
import type { OrderRecord } from './order.repo';
import { prefixedId } from '../platform/ids';

type PassengerType = 'Adult' | 'Children' | 'Infants';

interface ChangeContext {
  record: OrderRecord;
  journeys: OfferJourney[];
  booked: OfferJourney;
  offer: StoredOffer;
  passengerTypes: PassengerType[];
  seated: number;
  cardEnabled: boolean;
}

/** The order (if the caller may manage it) and its journey, or the refusal for people. */
async function loadChangeContext(
  platform: Platform,
  claims: TokenClaims,
  input: { orderId: string; accessToken?: string | undefined; journeyIndex: number },
): Promise<{ context: ChangeContext | null; refusal: string | null }> {
  const record = await loadManageableOrder(platform, claims, input.orderId, input.accessToken, 'flight');
  const journeys = (record.order.journeys as OfferJourney[] | null) ?? [];
  const refusal = changeRefusal({
    kind: record.order.kind,
    status: record.order.status as OrderStatus,
    journeys,
    journeyIndex: input.journeyIndex,
    now: platform.clock.now(),
  });
  if (refusal) return { context: null, refusal };
  const offer = await loadOfferForOrder(platform.database.db, record.order.offerId);
  if (!offer) throw new Error(`order ${record.order.id} has no offer ${record.order.offerId}`);
  const passengerTypes = record.passengers.map((p) => p.passengerType as PassengerType);
  return {
    context: {
      record,
      journeys,
      booked: journeys.find((journey) => journey.journeyIndex === input.journeyIndex)!,
      offer,
      passengerTypes,
      cardEnabled: platform.config.payments.cardEnabled,
      seated: seatedCount(
        record.passengers.map((p) => ({ passengerType: p.passengerType as PassengerType })),
      ),
    },
    refusal: null,
  };
}

/** The order's search with the changed journey on `date`. */
function searchOn(context: ChangeContext, date: string): FlightSearchRequest {
  const search = context.offer.search;
  return {
    ...search,
    journeys: search.journeys.map((journey, index) =>
      index === context.booked.journeyIndex ? { ...journey, depDate: date } : journey,
    ),
  };
}

interface Alternative {
  itinerary: PricedItinerary;
  brand: FareBrand;
}

/** The engine's itineraries of the journey on `date` that this party can buy in the booked brand. */
async function alternativesOn(
  platform: Platform,
  inventory: Inventory,
  context: ChangeContext,
  date: string,
): Promise<Alternative[]> {
  const now = platform.clock.now();
  const query = journeyQueries(inventory, searchOn(context, date))[context.booked.journeyIndex]!;
  const found = inventory
    .searchJourney(query, now)
    .filter(
      (item) =>
        item.validatingAirline === context.booked.itinerary.validatingAirline &&
        flightSignatureOf(item) !== flightSignatureOf(context.booked.itinerary) &&
        fitsBetween(
          context.journeys,
          context.booked.journeyIndex,
          item.segments[0]!.departure.utc,
          item.segments[item.segments.length - 1]!.arrival.utc,
        ),
    );
  const sellable = await sellableItineraries(platform.database.db, found, context.seated, now);
  return sellable.flatMap((itinerary) => {
    const brand = itinerary.brands.find((item) => item.code === context.booked.brand.code);
    return brand ? [{ itinerary, brand }] : [];
  });
}

function optionOf(context: ChangeContext, alternative: Alternative): ChangeOption | null {
  const figures = changeFigures(context.booked.brand, alternative.brand, context.passengerTypes);
  if (!figures) return null;
  const { segments } = alternative.itinerary;
  return {
    flightKeys: offerJourneyOf(context.booked.journeyIndex, alternative.itinerary, alternative.brand)
      .flightKeys,
    legs: segments.map((segment) => ({
      flightNumber: segment.flightNumber,
      from: segment.departure.code,
      to: segment.arrival.code,
      departs: segment.departure.time.slice(0, 16),
      arrives: segment.arrival.time.slice(0, 16),
    })),
    stops: alternative.itinerary.stops,
    durationMinutes: alternative.itinerary.totalDurationMinutes,
    figures,
    confirmableOnline: confirmableOnline(figures, context.cardEnabled),
  };
}

const todayOf = (platform: Platform) => todayIn(SITE_TIME_ZONE, platform.clock.now());

/** POST /Order/ChangeOptions. */
export async function changeOptions(
  platform: Platform,
  inventory: Inventory,
  claims: TokenClaims,
  input: ChangeOptionsRequest,
): Promise<ChangeOptions> {
  const { context, refusal } = await loadChangeContext(platform, claims, input);
  const answer = {
    orderId: input.orderId,
    journeyIndex: input.journeyIndex,
    date: input.date ?? null,
    supportPhone: platform.config.supportPhone,
  };
  const refused = (reason: string): ChangeOptions => ({
    ...answer,
    changeable: false,
    refusal: reason,
    dates: [],
    options: [],
  });
  if (!context) return refused(refusal!);
  if (!input.date) return { ...answer, changeable: true, refusal: null, dates: [], options: [] };
  const today = todayOf(platform);
  const dateProblem = dateRefusal(context.journeys, input.journeyIndex, input.date, today);
  if (dateProblem) return refused(dateProblem);
  const dates = [];
  let options: ChangeOption[] = [];
  for (const date of datesAround(input.date)) {
    if (dateRefusal(context.journeys, input.journeyIndex, date, today)) continue;
    const listed = (await alternativesOn(platform, inventory, context, date))
      .map((alternative) => optionOf(context, alternative))
      .filter((option): option is ChangeOption => option !== null);
    dates.push({ date, options: listed.length });
    if (date === input.date) options = listed;
  }
  options.sort(
    (a, b) =>
      a.figures.totalCents - b.figures.totalCents || a.legs[0]!.departs.localeCompare(b.legs[0]!.departs),
  );
  return { ...answer, changeable: true, refusal: null, dates, options };
}

/** POST /Order/ChangeQuote: a new offer of the trip with the chosen flights, holding their places. */
export async function quoteChange(
  platform: Platform,
  inventory: Inventory,
  claims: TokenClaims,
  input: ChangeQuoteRequest,
): Promise<ChangeQuote> {
  const { context, refusal } = await loadChangeContext(platform, claims, input);
  if (!context) throw new RequestRejected(409, refusal!);
  const date = input.flightKeys[0]!.split('-').slice(1, 4).join('-');
  const dateProblem = dateRefusal(context.journeys, input.journeyIndex, date, todayOf(platform));
  if (dateProblem) throw new RequestRejected(409, dateProblem);
  const wanted = input.flightKeys.join('|');
  const alternative = (await alternativesOn(platform, inventory, context, date)).find(
    (item) =>
      cabinsOfItinerary(item.itinerary)
        .map((cabin) => cabin.flightKey)
        .join('|') === wanted,
  );
  const option = alternative && optionOf(context, alternative);
  if (!alternative || !option) throw new RequestRejected(409, ORDER_CHANGE_MESSAGES.optionGone);

  const now = platform.clock.now();
  const expiresAt = new Date(now.getTime() + OFFER_HOLD_MINUTES * 60_000);
  const changed = offerJourneyOf(input.journeyIndex, alternative.itinerary, alternative.brand);
  const journeys = context.journeys.map((journey) =>
    journey.journeyIndex === input.journeyIndex ? changed : journey,
  );
  const stored = context.offer;
  const offer = assembleOffer(
    {
      offerId: newOfferId(platform),
      shoppingRspId: stored.offer.shoppingRspId,
      tripType: stored.offer.tripType,
      passengers: stored.offer.passengers,
      journeys,
      catalogue: catalogueOfJourneys(journeys),
      pricedAt: now,
      expiresAt,
    },
    { seats: [], bags: [], meals: [] },
    () => null,
  );
  // Only the new flights are held: the other journeys' places are the order's already, and move to
  // this offer when the change is confirmed. The quote row binds the order's offer as it is now.
  await inSeatTransaction(platform, async (tx) => {
    await tx.insert(orderChanges).values({
      id: prefixedId(platform.ids, 'chg'),
      status: 'Quoted',
      orderId: input.orderId,
      journeyIndex: input.journeyIndex,
      fromOfferId: context.record.order.offerId,
      toOfferId: offer.offerId,
      fromDeparture: new Date(context.booked.itinerary.segments[0]!.departure.utc),
      toDeparture: new Date(alternative.itinerary.segments[0]!.departure.utc),
      ...option.figures,
      currency: 'AUD',
      changedBy: claims.sub,
      createdAt: now,
    });
    await insertOffer(
      tx,
      context.record.order.owner,
      stored.siteId,
      searchOn(context, date),
      offer,
      expiresAt,
    );
    await holdCabinSeats(
      tx,
      offer.offerId,
      cabinsOfItinerary(alternative.itinerary),
      context.seated,
      expiresAt,
      now,
    );
  });
  return {
    quoteId: offer.offerId,
    orderId: input.orderId,
    journeyIndex: input.journeyIndex,
    option,
    expiresAt: expiresAt.toISOString(),
    seatsReleased: seatsChosenOn(context.record.order.ancillaries, context.booked.flightKeys),
    ...changeQuoteTerms(platform, option),
  };
}
