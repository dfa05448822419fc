import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { Translate } from '../../../../shared/i18n/translate';
import type { FlightSearchCriteria } from '../../search-criteria';
import { OutcomeMessage } from '../../../../islands/shared/OutcomeMessage';
import type { TrackPriceFormProps } from './track-price/TrackPriceForm';

interface TrackPriceProps {
  criteria: FlightSearchCriteria;
  siteId: string;
  /** Signed in: alerts go to the account's email, one button; a guest gives an email to confirm. */
  signedIn: boolean;
  t: Translate;
}

/** The form, with the form kit and its React binding: a chunk of its own, fetched at the first opening. */
const loadForm = () => import('./track-price/TrackPriceForm').then((module) => module.TrackPriceForm);

/**
 * "Track prices" on the results page (issue 25): a disclosure whose form (track-price/TrackPriceForm,
 * a kit form) loads when it is first opened. The form kit's React binding is not part of the page's
 * at-open script, which has a budget of 120 KB gzip (bench:languages) and is close to it.
 */
export function TrackPrice({ criteria, siteId, signedIn, t }: TrackPriceProps) {
  const id = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const [Form, setForm] = useState<ComponentType<TrackPriceFormProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    // A failed fetch is tried again at the next opening.
    loadForm().then(
      (loaded) => setForm(() => loaded),
      () => setFailed(true),
    );
  }, []);
  // Opened before the island hydrated: its toggle event has passed, so the form loads now.
  useEffect(() => {
    if (details.current?.open) load();
  }, [load]);

  // A disclosure in the results band: one button tall until opened, so the flights keep the first screen
  // (issue 25 defect 10: four whole results at 1280 x 800).
  return (
    <details
      ref={details}
      className="track-price"
      onToggle={(event) => {
        if (event.currentTarget.open && !Form) load();
      }}
    >
      <summary className="band-button">{t('priceTracking.heading')}</summary>
      <section className="track-price-panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('priceTracking.heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('priceTracking.intro')} {signedIn ? t('priceTracking.toAccount') : ''}
        </p>
        {Form ? (
          <Form criteria={criteria} siteId={siteId} signedIn={signedIn} t={t} idPrefix={id} />
        ) : (
          // Until the form is here: its button, unavailable and busy.
          <button type="button" className="btn btn-primary mt-3" disabled aria-busy={!failed}>
            {t('priceTracking.submit')}
          </button>
        )}
        {failed && <OutcomeMessage tone="error" className="mt-3" message={t('priceTracking.failed')} />}
      </section>
    </details>
  );
}
