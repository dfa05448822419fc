import { useTranslation } from 'react-i18next';
import { expiryYears, type CardForm, type CardFormErrors } from '../../lib/payment/card-rules';
import { SelectField, TextField, type Option } from '../shared/known-field-kit';

interface CardFieldsProps {
  card: CardForm;
  errors: CardFormErrors;
  countries: Option[];
  disabled: boolean;
  onChange: (field: keyof CardForm, value: string) => void;
}

const MONTHS: Option[] = Array.from({ length: 12 }, (_, index) => {
  const value = String(index + 1).padStart(2, '0');
  return { value, label: value };
});

/**
 * The card fields of spec §3. The number and CCV stay in this component's state and go only to the
 * gateway's tokenisation endpoint (never to a store, the site's server or the Booking API).
 */
export function CardFields({ card, errors, countries, disabled, onChange }: CardFieldsProps) {
  const { t } = useTranslation();
  const years = expiryYears(new Date()).map((year) => ({ value: year, label: year }));
  const field = (name: keyof CardForm) => ({
    id: `card-${name}`,
    name,
    value: card[name],
    error: errors[name],
    disabled,
    required: true,
    onValue: (value: string) => onChange(name, value),
  });
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">{t('payment.card.legend')}</legend>
        <TextField {...field('cardName')} label={t('payment.card.cardName')} autoComplete="cc-name" />
        <TextField
          {...field('cardNumber')}
          label={t('payment.card.cardNumber')}
          hint={t('payment.card.cardNumberHint')}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            {...field('expiryMonth')}
            label={t('payment.card.expiryMonth')}
            options={MONTHS}
            placeholder={t('payment.card.choose')}
            autoComplete="cc-exp-month"
          />
          <SelectField
            {...field('expiryYear')}
            label={t('payment.card.expiryYear')}
            options={years}
            placeholder={t('payment.card.choose')}
            autoComplete="cc-exp-year"
          />
          <TextField
            {...field('ccv')}
            label={t('payment.card.ccv')}
            hint={t('payment.card.ccvHint')}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">{t('payment.card.billingLegend')}</legend>
        <TextField {...field('address')} label={t('payment.card.address')} autoComplete="address-line1" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('city')} label={t('payment.card.city')} autoComplete="address-level2" />
          <TextField {...field('state')} label={t('payment.card.state')} autoComplete="address-level1" />
          <TextField {...field('postcode')} label={t('payment.card.postcode')} autoComplete="postal-code" />
          <SelectField
            {...field('country')}
            label={t('payment.card.country')}
            options={countries}
            placeholder={t('payment.card.choose')}
            autoComplete="country"
          />
        </div>
      </fieldset>
    </div>
  );
}
