import { useT } from '../../../islands/shared/island-shell';
import { useCallback, useEffect, useState } from 'react';
import { goToStep } from '../booking-actions';
import { seatOf, withSeat } from '../booking-state';
import { nextTravelerWithoutSeat } from '../next-seat-traveler';
import { getSeatMaps } from '../offer-client';
import type { Offer, OfferSeatMap } from '../../../shared/contracts/offer';
import {
  SEAT_MAP_UNAVAILABLE,
  SEAT_SELECTION_NOT_AVAILABLE,
  type Seat,
} from '../../../shared/contracts/seat-map';
import type { FlightOfferState } from '../flight-offer.store';
import { ContinueButton } from './ContinueButton';
import { SeatMapGrid } from './SeatMapGrid';
import { useAncillaryReview } from './use-offer-review';
import { KnownText } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';

type Maps = { kind: 'loading' } | { kind: 'ready'; maps: OfferSeatMap[] } | { kind: 'unavailable' };

/** The flights of the offer in order, with a readable name: "SYD – SIN, QF 1". */
function flightsOf(offer: Offer) {
  return offer.journeys.flatMap((journey) =>
    journey.itinerary.segments.map((segment, index) => ({
      flightKey: journey.flightKeys[index]!,
      name: `${segment.departure.code} – ${segment.arrival.code}, ${segment.flightNumber}`,
    })),
  );
}

/** Step 3: a seat per traveller (infants sit on a lap) per flight; each change is held by OfferReview. */
export function SeatsStep({ offer, state }: { offer: Offer; state: FlightOfferState }) {
  const t = useT();
  const [maps, setMaps] = useState<Maps>({ kind: 'loading' });
  const flights = flightsOf(offer);
  const [flightIndex, setFlightIndex] = useState(0);
  const seated = state.travelers.filter((traveler) => traveler.passengerType !== 'Infants');
  const [travelerId, setTravelerId] = useState(seated[0]?.travelerId ?? '');
  // What the polite live region says once a seat is chosen (and whose turn it is now).
  const [announcement, setAnnouncement] = useState('');
  const load = useCallback(async () => {
    try {
      const found = await getSeatMaps(offer.offerId);
      setMaps(found.length ? { kind: 'ready', maps: found } : { kind: 'unavailable' });
    } catch {
      setMaps({ kind: 'unavailable' });
    }
  }, [offer.offerId]);
  const review = useAncillaryReview(() => void load());
  useEffect(() => {
    let live = true;
    const run = async () => {
      try {
        const found = await getSeatMaps(offer.offerId);
        if (live) setMaps(found.length ? { kind: 'ready', maps: found } : { kind: 'unavailable' });
      } catch {
        if (live) setMaps({ kind: 'unavailable' });
      }
    };
    void run();
    return () => {
      live = false;
    };
  }, [offer.offerId]);

  const flight = flights[flightIndex];
  const entry =
    maps.kind === 'ready' ? maps.maps.find((item) => item.flightKey === flight?.flightKey) : undefined;
  const map = entry?.seatMap ?? undefined;
  const nameOf = (id: string) => {
    const details = state.travelers.find((traveler) => traveler.travelerId === id)?.details;
    return details ? `${details.firstName} ${details.lastName}` : id;
  };
  const takenByParty: Record<string, string> = {};
  for (const seat of state.passengerAncillaries.seats) {
    if (seat.flightKey === flight?.flightKey && seat.travelerId !== travelerId) {
      takenByParty[seat.designator] = t('booking.seats.heldFor', { name: nameOf(seat.travelerId) });
    }
  }
  const choose = async (seat: Seat) => {
    if (!flight) return;
    const current = seatOf(state.passengerAncillaries, travelerId, flight.flightKey);
    const givingUp = current === seat.designator;
    const next = withSeat(
      state.passengerAncillaries,
      travelerId,
      flight.flightKey,
      givingUp ? null : seat.designator,
    );
    setAnnouncement('');
    if (!(await review.apply(next))) return;
    if (!givingUp) {
      // The next traveller without a seat takes the turn; the focus stays on the grid, whose name now
      // says who is choosing, so a keyboard user carries on without tabbing back into it.
      const following = nextTravelerWithoutSeat(
        seated.map((traveler) => traveler.travelerId),
        next,
        flight.flightKey,
        travelerId,
      );
      const names = { seat: seat.designator, name: nameOf(travelerId) };
      if (following) setTravelerId(following);
      setAnnouncement(
        following ? t('seatMap.movedOn', { ...names, next: nameOf(following) }) : t('seatMap.chosen', names),
      );
    }
    void load();
  };

  return (
    <div className="grid gap-5">
      {flights.length > 1 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('booking.seats.flights')}>
          {flights.map((item, index) => (
            <button
              key={item.flightKey}
              type="button"
              className={index === flightIndex ? 'btn btn-primary' : 'btn btn-ghost'}
              aria-pressed={index === flightIndex}
              onClick={() => {
                setFlightIndex(index);
                setAnnouncement('');
              }}
            >
              {item.name}
            </button>
          ))}
        </div>
      )}
      {seated.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="font-semibold">{t('booking.seats.choosingFor')}</legend>
          <div className="flex flex-wrap gap-4">
            {seated.map((traveler) => {
              const seat = flight
                ? seatOf(state.passengerAncillaries, traveler.travelerId, flight.flightKey)
                : null;
              return (
                <label key={traveler.travelerId} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="seat-traveller"
                    checked={travelerId === traveler.travelerId}
                    onChange={() => {
                      setTravelerId(traveler.travelerId);
                      setAnnouncement('');
                    }}
                  />
                  {nameOf(traveler.travelerId)}
                  {' · '}
                  {seat ?? t('booking.seats.noSeat')}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {maps.kind === 'loading' && <p role="status">{t('booking.seats.loading')}</p>}
      {maps.kind === 'unavailable' && <p className="notice">{SEAT_MAP_UNAVAILABLE}</p>}
      {maps.kind === 'ready' && !map && (
        <p className="notice">
          <KnownText text={entry?.message ?? SEAT_MAP_UNAVAILABLE} />
        </p>
      )}
      {map && !map.selectable && <p className="notice">{map.reason ?? SEAT_SELECTION_NOT_AVAILABLE}</p>}
      {map && map.selectable && flight && (
        <SeatMapGrid
          key={flight.flightKey}
          map={map}
          selected={seatOf(state.passengerAncillaries, travelerId, flight.flightKey)}
          takenByParty={takenByParty}
          label={t('booking.seats.gridLabel', { flight: flight.name, name: nameOf(travelerId) })}
          disabled={review.busy}
          onSelect={(seat) => void choose(seat)}
        />
      )}
      <div role="status" aria-live="polite">
        {review.busy ? t('booking.updating') : announcement}
      </div>
      {review.message && <OutcomeMessage tone="error" message={<KnownText text={review.message} />} />}
      <ContinueButton onClick={() => goToStep(4)} />
    </div>
  );
}
