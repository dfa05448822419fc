import { useEffect, useState } from 'react';
import type { FareRuleGroup } from '../../../../shared/contracts/flights';
import { getFareRules } from '../../booking-client';
import { setFareRuleGroups } from '../../../booking/flight-offer.actions';
import { FlightDialog } from '../shared/FlightDialog';
import { FARE_RULES_NOT_AVAILABLE } from '../../flight-messages';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';

// Spec §8 text when an itinerary has no fare rules (or they cannot be read).
export interface FareRulesRequest {
  shoppingRspId: string;
  pricedItineraryId: string;
  brandIndex: number;
  /** "Sydney to London, Business Saver" */
  subtitle: string;
  trigger: HTMLElement | null;
}

type State = { kind: 'loading' } | { kind: 'ready'; groups: FareRuleGroup[] } | { kind: 'none' };

/** The fare rules of one fare brand (/Offer/FareRule), in a modal dialog. */
export function FareRulesDialog({ request, onClose }: { request: FareRulesRequest; onClose: () => void }) {
  const t = useT();
  const known = useKnownMessage();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    getFareRules({
      shoppingRspId: request.shoppingRspId,
      pricedItineraryId: request.pricedItineraryId,
      brandIndex: request.brandIndex,
    })
      .then((answer) => {
        if (!live) return;
        const groups = answer?.fareRuleGroups ?? [];
        setState(groups.length ? { kind: 'ready', groups } : { kind: 'none' });
        if (groups.length) setFareRuleGroups(groups);
      })
      .catch(() => {
        if (live) setState({ kind: 'none' });
      });
    return () => {
      live = false;
    };
  }, [request]);

  return (
    <FlightDialog
      title={t('flights.fares.rulesTitle')}
      subtitle={request.subtitle}
      returnFocus={request.trigger}
      onClose={onClose}
    >
      <div aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <p className="text-ink-muted">{t('flights.fares.rulesLoading')}</p>}
        {state.kind === 'none' && <p className="alert-error">{known(FARE_RULES_NOT_AVAILABLE)}</p>}
        {state.kind === 'ready' &&
          state.groups.map((group) => (
            <section key={group.brandIndex} aria-labelledby={`rules-${group.brandIndex}`}>
              <h3 id={`rules-${group.brandIndex}`} className="mb-3 text-lg">
                {group.brandName}
              </h3>
              <dl className="rules-list">
                {group.rules.map((rule) => (
                  <div key={rule.category}>
                    <dt>{rule.category}</dt>
                    <dd>{rule.text}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
      </div>
    </FlightDialog>
  );
}
