import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api/envelope';
import type { FareBrand, PricedItinerary, Segment } from '../../../lib/contracts/flights';
import { formatMoney, sumMoney } from '../../../lib/domain/money';
import { getResult, messageOf } from '../../../lib/flights/booking-client';
import { formatDate } from '../../../lib/flights/dates';
import {
  brandOf,
  dayOffset,
  firstSegment,
  formatDuration,
  lastSegment,
  localClock,
  localDate,
  utcOffsetLabel,
} from '../../../lib/flights/itinerary-format';
import type { OfferSelection } from '../../../lib/flights/offer-url';
import {
  legsOf,
  MULTI_CITY,
  RETURN,
  resultUrlOf,
  searchKeyOf,
  type FlightSearchCriteria,
} from '../../../lib/flights/search-criteria';
import {
  selectJourney,
  setShoppingResponse,
  startFlightSearch,
} from '../../../lib/stores/flight-offer.actions';
import {
  $flightOffer,
  initialFlightOffer,
  type FlightOfferState,
} from '../../../lib/stores/flight-offer.store';
import { FareRulesDialog, type FareRulesRequest } from '../results/FareRulesDialog';
import { useFareWords } from '../results/FareMatrix';
import { ShortlistButton } from '../results/ShortlistButton';
import { Icon } from '../shared/Icon';
import { ARROW_LEFT, PHONE, PLANE } from '../shared/result-icons';
import { useText } from '../shared/text';

/** Spec §8 texts. */
export const ITINERARY_GONE = 'Your selected itinerary is no more available. Please choose another flight.';
export const SESSION_EXPIRED =
  'Your last session has expired. Please restart your booking from the beginning.';

const SSR_OFFER = initialFlightOffer();
/** GetResult's largest page: a journey keeps at most 150 itineraries, so one page holds them all. */
const ALL_ITINERARIES = 200;

type Load = { kind: 'loading' } | { kind: 'ready' } | { kind: 'problem'; message: string; expired: boolean };

/** The offer state already holds exactly this selection (the usual way here, from the results page). */
export function holdsSelection(state: FlightOfferState, selection: OfferSelection): boolean {
  return (
    state.shoppingRspId === selection.shoppingRspId &&
    state.scheduleGroupJourneys.length === selection.picks.length &&
    selection.picks.every(
      (pick, index) =>
        state.scheduleGroupJourneys[index]?.pricedItineraryId === pick.pricedItineraryId &&
        state.scheduleGroupJourneys[index]?.brandIndex === pick.brandIndex,
    )
  );
}

/** Rebuilds the offer state from the URL (a reload in a new tab, a shared link) while the offer lives. */
async function loadSelection(criteria: FlightSearchCriteria, selection: OfferSelection): Promise<void> {
  const found: PricedItinerary[] = [];
  let expiresAt = '';
  let tripType: FlightOfferState['tripType'] = null;
  for (const [journeyIndex, pick] of selection.picks.entries()) {
    const result = await getResult({
      shoppingRspId: selection.shoppingRspId,
      journeyIndex,
      pageSize: ALL_ITINERARIES,
    });
    if (!result) throw new ApiError(ITINERARY_GONE, 502);
    const itinerary = result.journey.itineraries.find(
      (item) => item.pricedItineraryId === pick.pricedItineraryId,
    );
    if (!itinerary || !brandOf(itinerary, pick.brandIndex)) throw new ApiError(ITINERARY_GONE, 404);
    found.push(itinerary);
    expiresAt = result.expiresAt;
    tripType = result.tripType;
  }
  startFlightSearch(searchKeyOf(criteria), criteria.passengerInfos);
  if ($flightOffer.get().shoppingRspId !== selection.shoppingRspId && tripType) {
    setShoppingResponse({ shoppingRspId: selection.shoppingRspId, expiresAt, tripType });
  }
  found.forEach((itinerary, index) => selectJourney(index, itinerary, selection.picks[index]!.brandIndex));
}

interface DetailViewProps {
  criteria: FlightSearchCriteria;
  selection: OfferSelection;
  siteId: string;
  supportPhone: string;
}

/**
 * The chosen itinerary (spec §2 /flight/detail): every flight with local times and time zones,
 * connections, aircraft and operating carrier, the fare brand with its conditions and baggage, the
 * price with taxes, and the step toward booking. Online booking comes in a later release: until then
 * the step is a call to the travel team, with the reference of this choice.
 */
export function DetailView({ criteria, selection, siteId, supportPhone }: DetailViewProps) {
  const t = useText();
  const offer = useStore($flightOffer, { ssr: () => SSR_OFFER });
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [fareRules, setFareRules] = useState<FareRulesRequest | null>(null);
  const legs = legsOf(criteria);

  useEffect(() => {
    let live = true;
    const run = async () => {
      if (holdsSelection($flightOffer.get(), selection)) {
        setLoad({ kind: 'ready' });
        return;
      }
      try {
        await loadSelection(criteria, selection);
        if (live) setLoad({ kind: 'ready' });
      } catch (error) {
        if (!live) return;
        const expired = error instanceof ApiError && error.httpStatus === 410;
        setLoad({
          kind: 'problem',
          expired,
          message: expired
            ? SESSION_EXPIRED
            : error instanceof ApiError && error.httpStatus === 404
              ? ITINERARY_GONE
              : messageOf(error),
        });
      }
    };
    void run();
    return () => {
      live = false;
    };
  }, [criteria, selection]);

  const resultsHref = resultUrlOf(criteria);
  const ready = load.kind === 'ready' && holdsSelection(offer, selection);
  const journeys = ready ? offer.selectedPItin : [];
  const brands = ready ? offer.scheduleGroupJourneys.map((journey) => journey.brand) : [];
  const total = sumMoney(brands.map((brand) => brand.total));
  const travellerCount =
    criteria.passengerInfos.adult + criteria.passengerInfos.children + criteria.passengerInfos.infants;
  const journeyTitle = (index: number) =>
    criteria.type === RETURN
      ? index === 0
        ? t('flights.detail.outbound')
        : t('flights.detail.return')
      : criteria.type === MULTI_CITY
        ? t('flights.detail.leg', { number: index + 1 })
        : t('flights.detail.oneWay');

  return (
    <>
      <section className="results-band" aria-labelledby="detail-title">
        <div className="container-site py-8 md:py-10">
          <p>
            <a href={resultsHref} className="band-button">
              <Icon d={ARROW_LEFT} />
              {t('flights.detail.backToResults')}
            </a>
          </p>
          <h1 id="detail-title" className="mt-5 text-3xl md:text-4xl">
            {t('flights.detail.title')}
          </h1>
          <p className="band-meta mt-2">
            {[
              legs.map((leg) => `${leg.dep?.code ?? ''} – ${leg.arr?.code ?? ''}`).join(' · '),
              legs.map((leg) => formatDate(leg.depDate)).join(' – '),
              t('flights.results.travellers', { count: travellerCount }),
              t(`flights.cabins.${criteria.cabinClass}`),
            ].join(' · ')}
          </p>
        </div>
      </section>

      <div className="container-site py-8">
        {load.kind === 'loading' && (
          <div className="card grid gap-3 p-6" role="status">
            <p className="font-semibold">{t('flights.detail.loading')}</p>
            <div className="skeleton h-24" aria-hidden="true" />
          </div>
        )}

        {load.kind === 'problem' && (
          <div className="card grid gap-4 p-6" role="alert">
            <h2 className="text-2xl">
              {load.expired ? t('flights.results.expiredTitle') : t('flights.detail.problemTitle')}
            </h2>
            <p>{load.message}</p>
            <p>
              <a href={resultsHref} className="btn btn-primary">
                {t('flights.detail.searchAgain')}
              </a>
            </p>
          </div>
        )}

        {ready && (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div className="grid gap-6">
              {journeys.map((itinerary, index) => (
                <JourneySection
                  key={itinerary.pricedItineraryId}
                  title={journeyTitle(index)}
                  itinerary={itinerary}
                  brand={brands[index]!}
                  siteId={siteId}
                  shoppingRspId={selection.shoppingRspId}
                  shortlisted={offer.shortlistedIds.includes(itinerary.pricedItineraryId)}
                  onFareRules={(trigger) =>
                    setFareRules({
                      shoppingRspId: selection.shoppingRspId,
                      pricedItineraryId: itinerary.pricedItineraryId,
                      brandIndex: brands[index]!.brandIndex,
                      subtitle: `${journeyTitle(index)} · ${brands[index]!.name}`,
                      trigger,
                    })
                  }
                />
              ))}
            </div>
            <aside className="grid gap-6 lg:sticky lg:top-4" aria-label={t('flights.detail.summary')}>
              <PriceSummary
                journeys={journeys}
                brands={brands}
                titles={journeys.map((_, index) => journeyTitle(index))}
                total={total}
              />
              <BookingStep
                phone={supportPhone}
                reference={offer.pricedItineraryId.join(' / ')}
                expiresAt={journeys[0]?.offerExpiresAt ?? ''}
              />
            </aside>
          </div>
        )}
      </div>

      {fareRules && <FareRulesDialog request={fareRules} onClose={() => setFareRules(null)} />}
    </>
  );
}

function JourneySection({
  title,
  itinerary,
  brand,
  siteId,
  shoppingRspId,
  shortlisted,
  onFareRules,
}: {
  title: string;
  itinerary: PricedItinerary;
  brand: FareBrand;
  siteId: string;
  shoppingRspId: string;
  shortlisted: boolean;
  onFareRules: (trigger: HTMLElement) => void;
}) {
  const t = useText();
  const words = useFareWords();
  const first = firstSegment(itinerary);
  const last = lastSegment(itinerary);
  const headingId = `journey-${itinerary.pricedItineraryId}`;
  const name = `${title}: ${first.departure.cityName} – ${last.arrival.cityName}`;

  return (
    <section className="card grid gap-5 p-5 md:p-7" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="eyebrow text-[color:var(--c-accent-text)]">{title}</p>
          <h2 id={headingId} className="mt-1 text-2xl">
            {t('flights.results.title', { from: first.departure.cityName, to: last.arrival.cityName })}
          </h2>
          <p className="mt-1 text-ink-muted">
            {formatDate(localDate(first.departure.time))} ·{' '}
            {t('flights.detail.totalTime', { duration: formatDuration(itinerary.totalDurationMinutes) })} ·{' '}
            {itinerary.stops === 0
              ? t('flights.common.direct')
              : t('flights.detail.stops', { count: itinerary.stops })}
          </p>
        </div>
        <span className="pill pill-accent">{brand.name}</span>
      </div>

      <ol className="timeline" aria-label={t('flights.detail.flightsOf', { title })}>
        {itinerary.segments.map((segment, index) => (
          <li key={`${segment.flightNumber}-${segment.departure.utc}`}>
            <SegmentBlock segment={segment} journeyStart={first.departure.time} />
            {itinerary.layovers[index] && (
              <p className="layover">
                <strong>
                  {t('flights.detail.layover', {
                    city: itinerary.layovers[index].cityName,
                    code: itinerary.layovers[index].airport,
                    duration: formatDuration(itinerary.layovers[index].durationMinutes),
                  })}
                </strong>
                {itinerary.layovers[index].changeOfAirport && (
                  <span className="block font-semibold text-[color:var(--c-danger)]">
                    {t('flights.detail.changeAirport')}
                  </span>
                )}
              </p>
            )}
          </li>
        ))}
      </ol>

      <div className="grid gap-3 border-t border-line pt-5">
        <h3 className="text-xl">{t('flights.detail.fareTitle', { brand: brand.name })}</h3>
        <dl className="facts">
          {(
            [
              ['checked', words.checked(brand)],
              ['cabin', words.cabin(brand)],
              ['seats', words.seats(brand)],
              ['changes', words.changes(brand)],
              ['refunds', words.refunds(brand)],
              ['lounge', words.lounge(brand)],
              ['priority', words.priority(brand)],
              ['meals', brand.meals],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt>{t(`flights.fares.rows.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={(event) => onFareRules(event.currentTarget)}
          >
            {t('flights.fares.rulesLink')}
            <span className="sr-only"> {brand.name}</span>
          </button>
          <ShortlistButton
            siteId={siteId}
            shoppingRspId={shoppingRspId}
            pricedItineraryId={itinerary.pricedItineraryId}
            brandIndex={brand.brandIndex}
            shortlisted={shortlisted}
            flightName={name}
          />
        </div>
      </div>
    </section>
  );
}

function SegmentBlock({ segment, journeyStart }: { segment: Segment; journeyStart: string }) {
  const t = useText();
  const place = (end: Segment['departure'], time: string) => (
    <div className="timeline-stop">
      <p className="pt-0.5 font-semibold">
        <time dateTime={time} className="flight-time text-xl">
          {localClock(time)}
        </time>
        <span className="block text-xs whitespace-nowrap text-ink-muted">
          {formatDate(localDate(time), { year: false })}
        </span>
      </p>
      <span className="timeline-dot" aria-hidden="true" />
      <div className="pb-3">
        <p className="font-semibold">
          {end.cityName} ({end.code})
        </p>
        <p className="text-sm text-ink-muted">
          {end.name}
          {end.terminal ? `, ${t('flights.detail.terminal', { terminal: end.terminal })}` : ''} ·{' '}
          {end.countryName}
        </p>
        <p className="text-sm text-ink-muted">
          {t('flights.detail.localTime', { offset: utcOffsetLabel(time), zone: end.timeZone })}
          {dayOffset(journeyStart, time) > 0 &&
            ` · ${t('flights.detail.dayAfterStart', { count: dayOffset(journeyStart, time) })}`}
        </p>
      </div>
    </div>
  );
  return (
    <div>
      {place(segment.departure, segment.departure.time)}
      <div className="timeline-stop timeline-flight">
        <span />
        <span className="timeline-dot" aria-hidden="true" />
        <div className="my-1 mb-4 rounded-xl bg-surface-alt px-4 py-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <Icon d={PLANE} solid className="icon text-[color:var(--c-accent-text)]" />
            {segment.airline.name} {segment.flightNumber}
            <span className="font-normal text-ink-muted">· {formatDuration(segment.durationMinutes)}</span>
          </p>
          <p className="mt-1 text-ink-muted">
            {t('flights.detail.operatedBy', { airline: segment.airline.name })} · {segment.aircraft.name} ·{' '}
            {t(`flights.cabins.${segment.cabinClass}`)}
            {segment.isMixedCabin && ` (${t('flights.detail.mixedCabin')})`}
            {segment.airline.alliance && ` · ${segment.airline.alliance}`}
          </p>
        </div>
      </div>
      {place(segment.arrival, segment.arrival.time)}
    </div>
  );
}

function PriceSummary({
  journeys,
  brands,
  titles,
  total,
}: {
  journeys: PricedItinerary[];
  brands: FareBrand[];
  titles: string[];
  total: number;
}) {
  const t = useText();
  return (
    <section className="card grid gap-4 p-6" aria-labelledby="price-title">
      <h2 id="price-title" className="text-2xl">
        {t('flights.detail.priceTitle')}
      </h2>
      {journeys.map((itinerary, index) => {
        const brand = brands[index]!;
        return (
          <div key={itinerary.pricedItineraryId} className="grid gap-1 border-b border-line pb-3 text-sm">
            <p className="flex justify-between gap-3 font-semibold">
              <span>
                {titles[index]} · {brand.name}
              </span>
              <span>{formatMoney(brand.total)}</span>
            </p>
            {brand.prices.map((price) => (
              <details key={price.passengerType} className="text-ink-muted">
                <summary className="cursor-pointer">
                  {t(`flights.detail.passengerPrice.${price.passengerType}`, { count: price.count })}:{' '}
                  {formatMoney(price.totalPerPassenger)} {t('flights.detail.each')}
                </summary>
                <dl className="mt-2 grid gap-1 pl-3">
                  <div className="flex justify-between gap-3">
                    <dt>{t('flights.detail.baseFare')}</dt>
                    <dd>{formatMoney(price.baseFare)}</dd>
                  </div>
                  {price.taxes.map((tax) => (
                    <div key={tax.code} className="flex justify-between gap-3">
                      <dt>
                        {tax.name} ({tax.code})
                      </dt>
                      <dd>{formatMoney(tax.amount)}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ))}
          </div>
        );
      })}
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">{t('flights.detail.total')}</span>
        <span className="price-amount">{formatMoney(total)}</span>
      </p>
      <p className="text-xs text-ink-muted">{t('flights.detail.priceNote')}</p>
    </section>
  );
}

function BookingStep({
  phone,
  reference,
  expiresAt,
}: {
  phone: string;
  reference: string;
  expiresAt: string;
}) {
  const t = useText();
  const held = expiresAt ? new Date(expiresAt) : null;
  const heldUntil =
    held && !Number.isNaN(held.getTime())
      ? new Intl.DateTimeFormat('en-AU', {
          timeZone: 'Australia/Sydney',
          hour: 'numeric',
          minute: '2-digit',
        }).format(held)
      : '';
  return (
    <section className="call-panel grid gap-3" aria-labelledby="book-title">
      <h2 id="book-title" className="text-2xl text-on-brand">
        {t('flights.detail.bookTitle')}
      </h2>
      <p className="text-on-brand-muted">{t('flights.detail.bookIntro')}</p>
      <a className="call-number" href={`tel:${phone.replace(/\s+/g, '')}`}>
        <Icon d={PHONE} />
        {t('flights.detail.callToBook', { phone })}
      </a>
      <p className="text-sm text-on-brand-muted">{t('flights.detail.callHours')}</p>
      <dl className="grid gap-1 text-sm">
        <div>
          <dt className="inline font-semibold">{t('flights.detail.reference')}: </dt>
          <dd className="inline break-all">{reference}</dd>
        </div>
        {heldUntil && (
          <div>
            <dt className="inline font-semibold">{t('flights.detail.heldUntil')}: </dt>
            <dd className="inline">{t('flights.detail.heldTime', { time: heldUntil })}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
