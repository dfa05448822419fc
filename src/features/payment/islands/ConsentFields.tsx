import { useT } from '../../../islands/shared/island-shell';
import type { JSXElementConstructor } from 'react';
import { BoundCheckboxField } from '../../../islands/shared/bound-fields';
import { useFormContext } from '../../../islands/shared/form-context';

interface ConsentFieldsProps {
  /** What "confirm your details" names: the flight's dates, flights and passengers by default. */
  detailsLabel?: string;
  /** What the terms box agrees to besides the terms: the fare rules by default, a room's cancellation policy. */
  termsLabel?: string;
}

interface AppFieldHost {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  AppField: JSXElementConstructor<any>;
}

/**
 * Spec §5's agreement before paying: the terms (with a link to read them) and the details check, bound
 * to the `consent` values of the enclosing kit form (payment-form.ts).
 */
export function ConsentFields({ detailsLabel, termsLabel }: ConsentFieldsProps) {
  const t = useT();
  const { AppField } = useFormContext() as unknown as AppFieldHost;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-xl font-bold">{t('payment.consent.legend')}</legend>
      <AppField name="consent.termsAccepted">
        {() => (
          <BoundCheckboxField id="consent-termsAccepted" label={termsLabel ?? t('payment.consent.terms')} />
        )}
      </AppField>
      <p className="text-sm">
        <a href="/about/legal" target="_blank" rel="noopener">
          {t('payment.consent.termsLink')}
        </a>
      </p>
      <AppField name="consent.detailsConfirmed">
        {() => (
          <BoundCheckboxField
            id="consent-detailsConfirmed"
            label={detailsLabel ?? t('payment.consent.details')}
          />
        )}
      </AppField>
    </fieldset>
  );
}
