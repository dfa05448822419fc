import { useEffect, useState } from 'react';
import type { CardScheme, CardSurcharge, PaymentMethod } from '../../../shared/contracts/order';
import { getCardSurcharge, getPaymentGatewayInfo } from '../payment-client';

export type MethodsState =
  { kind: 'loading' } | { kind: 'ready'; methods: PaymentMethod[] } | { kind: 'error'; message: string };

/** The offer's payment methods (PaymentGatewayInfo), loaded once. */
export function usePaymentMethods(siteId: string, offerId: string | null): MethodsState {
  const [state, setState] = useState<MethodsState>({ kind: 'loading' });
  useEffect(() => {
    if (!offerId) return;
    let live = true;
    getPaymentGatewayInfo(siteId, offerId)
      .then((info) => live && setState({ kind: 'ready', methods: info.methods ?? [] }))
      .catch(
        (error: unknown) =>
          live &&
          setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [siteId, offerId]);
  return state;
}

/** The surcharge of the card's scheme (CardSurcharge), fetched when the scheme becomes known. */
export function useCardSurcharge(offerId: string | null, scheme: CardScheme | undefined) {
  const [surcharge, setSurcharge] = useState<CardSurcharge | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setSurcharge(null);
    if (!offerId || !scheme) return;
    let live = true;
    setLoading(true);
    getCardSurcharge(offerId, scheme)
      .then((answer) => live && setSurcharge(answer))
      .catch(() => live && setSurcharge(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [offerId, scheme]);
  return { surcharge: surcharge?.scheme === scheme ? surcharge : null, loading };
}
