import { useTranslation } from 'react-i18next';
import type { Consent, ConsentErrors } from '../../lib/payment/consent';
import { CheckboxField } from '../shared/known-field-kit';

interface ConsentFieldsProps {
  consent: Consent;
  errors: ConsentErrors;
  onChange: (consent: Consent) => void;
  /** What "confirm your details" names: the flight's dates, flights and passengers by default. */
  detailsLabel?: string;
  /** What the terms box agrees to besides the terms: the fare rules by default, a room's cancellation policy. */
  termsLabel?: string;
}

/** Spec §5's agreement before paying: the terms (with a link to read them) and the details check. */
export function ConsentFields({ consent, errors, onChange, detailsLabel, termsLabel }: ConsentFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-xl font-bold">{t('payment.consent.legend')}</legend>
      <CheckboxField
        id="consent-termsAccepted"
        label={termsLabel ?? t('payment.consent.terms')}
        checked={consent.termsAccepted}
        error={errors.termsAccepted}
        onChecked={(checked) => onChange({ ...consent, termsAccepted: checked })}
      />
      <p className="text-sm">
        <a href="/about/legal" target="_blank" rel="noopener">
          {t('payment.consent.termsLink')}
        </a>
      </p>
      <CheckboxField
        id="consent-detailsConfirmed"
        label={detailsLabel ?? t('payment.consent.details')}
        checked={consent.detailsConfirmed}
        error={errors.detailsConfirmed}
        onChecked={(checked) => onChange({ ...consent, detailsConfirmed: checked })}
      />
    </fieldset>
  );
}
