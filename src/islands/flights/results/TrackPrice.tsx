import { useId, useState, type FormEvent } from 'react';
import { priceTrackerCreate } from '../../../shared/contracts/endpoints-booking';
import type { Translate } from '../../../shared/i18n/translate';
import { callEndpoint } from '../../../lib/api/browser-client';
import type { FlightSearchCriteria } from '../../../lib/flights/search-criteria';
import { toSearchRequest } from '../../../lib/flights/search-request';
import { useHydrated } from '../shared/use-hydrated';
import { OutcomeMessage } from '../../shared/OutcomeMessage';

interface TrackPriceProps {
  criteria: FlightSearchCriteria;
  siteId: string;
  /** Signed in: alerts go to the account's email, one button; a guest gives an email to confirm. */
  signedIn: boolean;
  t: Translate;
}

type Outcome = { kind: 'set-up' } | { kind: 'check-email'; email: string } | { kind: 'error'; text: string };

// The same shape as the browser's own email check, so a typo is caught before a request is made.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Track prices" on the results page (issue 25): /PriceTracker/Create with the search's route, dates,
 * cabin and party. Success text only once the service answered: set up (account holders, or an email
 * already confirmed), or "check your email" for a guest, whose tracking starts at the emailed link.
 */
export function TrackPrice({ criteria, siteId, signedIn, t }: TrackPriceProps) {
  const hydrated = useHydrated();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Read from the field itself: what was typed before the island hydrated counts too.
    const typed = new FormData(event.currentTarget).get('email');
    const address = typeof typed === 'string' ? typed.trim() : '';
    if (!signedIn && !EMAIL.test(address)) {
      setOutcome({ kind: 'error', text: t('priceTracking.invalidEmail') });
      return;
    }
    const request = toSearchRequest(criteria, siteId);
    setBusy(true);
    setOutcome(null);
    try {
      const result = await callEndpoint(priceTrackerCreate, {
        siteId,
        search: {
          journeys: request.journeys,
          passengerInfos: request.passengerInfos,
          cabinClass: request.cabinClass,
        },
        ...(signedIn ? {} : { email: address }),
      });
      if (result.ok) {
        setOutcome(result.data.confirmed ? { kind: 'set-up' } : { kind: 'check-email', email: address });
      } else {
        const text = result.status === 429 ? t('priceTracking.tooMany') : t('priceTracking.failed');
        setOutcome({ kind: 'error', text });
      }
    } catch {
      setOutcome({ kind: 'error', text: t('priceTracking.failed') });
    } finally {
      setBusy(false);
    }
  };

  const done = outcome?.kind === 'set-up' || outcome?.kind === 'check-email';
  // A disclosure in the results band: one button tall until opened, so the flights keep the first screen
  // (issue 25 defect 10: four whole results at 1280 x 800).
  return (
    <details className="track-price">
      <summary className="band-button">{t('priceTracking.heading')}</summary>
      <section className="track-price-panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('priceTracking.heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('priceTracking.intro')} {signedIn ? t('priceTracking.toAccount') : ''}
        </p>
        {!done && (
          <form className="track-price-form mt-3" onSubmit={(event) => void submit(event)} noValidate>
            {!signedIn && (
              <div className="field">
                <label className="field-label" htmlFor={`${id}-email`}>
                  {t('priceTracking.emailLabel')}
                </label>
                <input
                  id={`${id}-email`}
                  className="field-input"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  name="email"
                  aria-invalid={outcome?.kind === 'error' || undefined}
                />
              </div>
            )}
            {/* Disabled until hydrated: a native submit would put the email in the page's URL. */}
            <button type="submit" className="btn btn-primary" disabled={!hydrated || busy} aria-busy={busy}>
              {busy ? t('priceTracking.busy') : t('priceTracking.submit')}
            </button>
          </form>
        )}
        <OutcomeMessage
          tone="success"
          persistent
          className="mt-3"
          message={
            outcome?.kind === 'set-up' ? (
              t('priceTracking.setUp')
            ) : outcome?.kind === 'check-email' ? (
              <>
                <strong>{t('priceTracking.checkEmail')}</strong>{' '}
                {t('priceTracking.checkEmailDetail', { email: outcome.email })}
              </>
            ) : undefined
          }
        />
        {outcome?.kind === 'error' && <OutcomeMessage tone="error" className="mt-3" message={outcome.text} />}
      </section>
    </details>
  );
}
