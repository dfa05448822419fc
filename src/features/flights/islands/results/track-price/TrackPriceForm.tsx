import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import * as v from 'valibot';
import { callEndpoint } from '../../../../../lib/api/browser-client';
import type { FlightSearchCriteria } from '../../../search-criteria';
import { priceTrackerCreate } from '../../../../../shared/contracts/endpoints-booking';
import type { Translate } from '../../../../../shared/i18n/translate';
import { firstFieldError } from '../../../../../islands/shared/field-error';
import { schemaValidator, useAppForm } from '../../../../../islands/shared/form-kit';
import { OutcomeMessage } from '../../../../../islands/shared/OutcomeMessage';
import {
  GuestEmailSchema,
  outcomeOf,
  trackRequest,
  type TrackOutcome,
  type TrackPriceValues,
} from './track-price-request';

export interface TrackPriceFormProps {
  criteria: FlightSearchCriteria;
  siteId: string;
  /** Signed in: alerts go to the account's email, one button; a guest gives an email to confirm. */
  signedIn: boolean;
  t: Translate;
  /** The panel's id, which the email field's id starts with. */
  idPrefix: string;
}

const CHECKED_FIELDS = ['email'] as const;
const NO_EMAIL: TrackPriceValues = { email: '' };

/**
 * The "Track prices" form and its outcome, a kit form (form-kit.tsx) loaded when the panel first opens
 * (TrackPrice.tsx): /PriceTracker/Create with the search's route, dates, cabin and party. Success text
 * only once the service answered. The guest's email error lives in the field's meta and is shown where
 * the service's refusals are, in the panel's one alert.
 */
export function TrackPriceForm({ criteria, siteId, signedIn, t, idPrefix }: TrackPriceFormProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TrackOutcome | null>(null);
  const form = useAppForm({
    defaultValues: NO_EMAIL,
    validators: { onDynamic: signedIn ? undefined : schemaValidator<TrackPriceValues>(GuestEmailSchema) },
    // A new attempt: the last refusal gives way to the field's error.
    onSubmitInvalid: () => setOutcome(null),
    onSubmit: async ({ value }) => {
      // The schema's output: the address as checked, trimmed.
      const email = signedIn ? undefined : v.parse(GuestEmailSchema, value).email;
      setBusy(true);
      setOutcome(null);
      try {
        const result = await callEndpoint(priceTrackerCreate, trackRequest(criteria, siteId, email));
        setOutcome(outcomeOf(result, email ?? '', t));
      } catch {
        setOutcome({ kind: 'error', text: t('priceTracking.failed') });
      } finally {
        setBusy(false);
      }
    },
  });
  const fieldError = useStore(form.store, (state) => firstFieldError(state.fieldMeta, CHECKED_FIELDS, t));
  const error = fieldError ?? (outcome?.kind === 'error' ? outcome.text : undefined);
  const done = outcome?.kind === 'set-up' || outcome?.kind === 'check-email';

  return (
    <>
      {!done && (
        <form.AppForm>
          <form.Form className="track-price-form mt-3">
            {!signedIn && (
              <form.AppField name="email">
                {(field) => (
                  <div className="field">
                    <label className="field-label" htmlFor={`${idPrefix}-email`}>
                      {t('priceTracking.emailLabel')}
                    </label>
                    <input
                      id={`${idPrefix}-email`}
                      className="field-input"
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      name="email"
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.target.value)}
                      onBlur={field.handleBlur}
                      aria-invalid={error ? true : undefined}
                    />
                  </div>
                )}
              </form.AppField>
            )}
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
              {busy ? t('priceTracking.busy') : t('priceTracking.submit')}
            </button>
          </form.Form>
        </form.AppForm>
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
      {error && <OutcomeMessage tone="error" className="mt-3" message={error} />}
    </>
  );
}
