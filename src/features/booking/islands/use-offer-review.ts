import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api/envelope';
import { applyReprice, applyReview, setAncillaries } from '../booking-actions';
import { createOffer, reviewOffer } from '../offer-client';
import type { Ancillaries } from '../../../shared/contracts/offer';
import { OFFER_ITINERARY_GONE } from '../../../shared/contracts/offer';
import { offerProblemOf, type OfferProblem } from '../offer-problem';
import { messageOf } from '../../../lib/api/browser-client';
import { $flightOffer } from '../flight-offer.store';

export { offerProblemOf, type OfferProblem } from '../offer-problem';

/**
 * Re-prices an expired offer: OfferCreate from the old offer (same flights and brands), then
 * OfferReview with the ancillaries chosen so far. Everything entered stays in $flightOffer.
 */
export function useOfferRefresh(siteId: string) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<OfferProblem | null>(null);
  const reprice = useCallback(async () => {
    const state = $flightOffer.get();
    if (!state.offerId) return;
    setBusy(true);
    setProblem(null);
    try {
      const created = await createOffer({ siteId, fromOfferId: state.offerId });
      if (!created) throw new ApiError(OFFER_ITINERARY_GONE, 404);
      applyReprice(created);
      try {
        const reviewed = await reviewOffer(created.offerId, state.passengerAncillaries);
        if (reviewed) applyReview(reviewed);
      } catch (error) {
        // A seat no longer free: keep the new prices without the ancillaries, and say why.
        const bare = await reviewOffer(created.offerId);
        if (bare) applyReview(bare);
        setProblem({ kind: 'error', message: messageOf(error) });
      }
    } catch (error) {
      setProblem(offerProblemOf(error));
    } finally {
      setBusy(false);
    }
  }, [siteId]);
  return { busy, problem, reprice };
}

/**
 * Sends a change of seats, bags or meals to OfferReview: the server re-prices and holds seats; its
 * answer becomes the offer. A refusal (409: a seat taken meanwhile) leaves the choices as they were and
 * shows the server's message; onRefused lets the seat map reload.
 */
export function useAncillaryReview(onRefused?: () => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const apply = useCallback(
    async (next: Ancillaries): Promise<boolean> => {
      const { offerId, passengerAncillaries: before } = $flightOffer.get();
      if (!offerId) return false;
      setBusy(true);
      setMessage(null);
      // Shown at once (the choice stays on screen); OfferReview's answer then replaces it.
      setAncillaries(next);
      try {
        const offer = await reviewOffer(offerId, next);
        if (offer) applyReview(offer);
        return true;
      } catch (error) {
        setAncillaries(before);
        setMessage(offerProblemOf(error).message);
        onRefused?.();
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onRefused],
  );
  return { busy, message, apply };
}
