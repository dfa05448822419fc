import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api/envelope';
import type { PricedItinerary } from '../../../../shared/contracts/flights';
import { formatMoney, sumMoney } from '../../../../shared/domain/money';
import { getResult } from '../../booking-client';
import { messageOf } from '../../../../lib/api/browser-client';
import { formatDate } from '../../../../lib/dates';
import { brandOf } from '../../itinerary-format';
import type { OfferSelection } from '../../offer-url';
import { defaultViewState, viewStateToHash } from '../../results-view-state';
import {
  legsOf,
  MULTI_CITY,
  RETURN,
  resultUrlOf,
  searchKeyOf,
  type FlightSearchCriteria,
} from '../../search-criteria';
import { selectJourney, setShoppingResponse, startFlightSearch } from '../../../booking/flight-offer.actions';
import { $flightOffer, initialFlightOffer, type FlightOfferState } from '../../../booking/flight-offer.store';
import { ContinueToBook } from '../../../booking/islands/ContinueToBook';
import { JourneySection, PriceSummary } from './JourneySection';
import { FareRulesDialog, type FareRulesRequest } from '../results/FareRulesDialog';
import { Icon } from '../../../../islands/shared/Icon';
import { ARROW_LEFT } from '../shared/result-icons';
import { StickyChoiceBar } from '../shared/StickyChoiceBar';
import { ITINERARY_GONE, SESSION_EXPIRED } from '../../flight-messages';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';
import { OutcomeMessage } from '../../../../islands/shared/OutcomeMessage';

// Spec §8 texts.
const SSR_OFFER = initialFlightOffer();
/** GetResult's largest page: a journey keeps at most 150 itineraries, so one page holds them all. */
const ALL_ITINERARIES = 200;

type Load = { kind: 'loading' } | { kind: 'ready' } | { kind: 'problem'; message: string; expired: boolean };

/** The offer state already holds exactly this selection (the usual way here, from the results page). */
function holdsSelection(state: FlightOfferState, selection: OfferSelection): boolean {
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
}

/**
 * The chosen itinerary (spec §2 /flight/detail): every flight with local times and time zones,
 * connections, aircraft and operating carrier, the fare brand with its conditions and baggage, the
 * price with taxes, and Continue: OfferCreate then OfferReview, on to /flight/book.
 */
export function DetailView({ criteria, selection, siteId }: DetailViewProps) {
  const t = useT();
  const known = useKnownMessage();
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

  // Back to the last step of the results, where this tab's choices are still held.
  const resultsHref = `${resultUrlOf(criteria)}${viewStateToHash({
    ...defaultViewState(),
    step: legsOf(criteria).length - 1,
  })}`;
  const ready = load.kind === 'ready' && holdsSelection(offer, selection);
  const journeys = ready ? offer.selectedPItin : [];
  const brands = ready ? offer.scheduleGroupJourneys.map((journey) => journey.brand) : [];
  const total = sumMoney(brands.map((brand) => brand.total));
  const travellerCount =
    criteria.passengerInfos.adult + criteria.passengerInfos.children + criteria.passengerInfos.infants;
  const tripKind =
    criteria.type === RETURN ? 'return' : criteria.type === MULTI_CITY ? 'multiCity' : 'oneWay';
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

      <div className={`container-site py-8 ${ready ? 'sticky-choice-room' : ''}`}>
        {load.kind === 'loading' && (
          <div className="card grid gap-3 p-6" role="status">
            <p className="font-semibold">{t('flights.detail.loading')}</p>
            <div className="skeleton h-24" aria-hidden="true" />
          </div>
        )}

        {load.kind === 'problem' && (
          <div className="card grid gap-4 p-6">
            <h2 className="text-2xl">
              {load.expired ? t('flights.results.expiredTitle') : t('flights.detail.problemTitle')}
            </h2>
            <OutcomeMessage tone="error" message={known(load.message)}>
              <p className="mt-2">
                <a href={resultsHref} className="btn btn-primary">
                  {t('flights.detail.searchAgain')}
                </a>
              </p>
            </OutcomeMessage>
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
            <aside
              id="book-panel"
              className="grid gap-6 lg:sticky lg:top-4"
              aria-label={t('flights.detail.summary')}
            >
              <PriceSummary
                journeys={journeys}
                brands={brands}
                titles={journeys.map((_, index) => journeyTitle(index))}
                total={total}
                totalNote={t(`flights.results.priceFor.${tripKind}`, { count: travellerCount })}
              />
              <ContinueToBook siteId={siteId} resultsHref={resultsHref} />
            </aside>
            <StickyChoiceBar
              label={t(`flights.results.priceFor.${tripKind}`, { count: travellerCount })}
              price={formatMoney(total)}
            >
              <a href="#book-panel" className="btn btn-primary">
                {t('flights.detail.toBooking')}
              </a>
            </StickyChoiceBar>
          </div>
        )}
      </div>

      {fareRules && <FareRulesDialog request={fareRules} onClose={() => setFareRules(null)} />}
    </>
  );
}
