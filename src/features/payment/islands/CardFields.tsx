import { useT } from '../../../islands/shared/island-shell';
import type { JSXElementConstructor } from 'react';
import { expiryYears, groupCardNumber, type CardForm } from '../card-rules';
import { BoundSelectField, BoundTextField } from '../../../islands/shared/bound-fields';
import type { Option } from '../../../islands/shared/field-controls';
import { useFormContext } from '../../../islands/shared/form-context';

interface CardFieldsProps {
  countries: Option[];
  disabled: boolean;
}

/** The kit form's AppField (typed loosely: these fields serve every payment form's values). */
interface AppFieldHost {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  AppField: JSXElementConstructor<any>;
}

const MONTHS: Option[] = Array.from({ length: 12 }, (_, index) => {
  const value = String(index + 1).padStart(2, '0');
  return { value, label: value };
});

/**
 * The card fields of spec §3, bound to the `card` values of the enclosing kit form (payment-form.ts).
 * The number and CCV stay in that form's state and go only to the gateway's tokenisation endpoint
 * (never to a store, the site's server or the Booking API).
 */
export function CardFields({ countries, disabled }: CardFieldsProps) {
  const t = useT();
  const { AppField } = useFormContext() as unknown as AppFieldHost;
  const years = expiryYears(new Date()).map((year) => ({ value: year, label: year }));
  const own = (name: keyof CardForm) => ({
    id: `card-${name}`,
    label: t(`payment.card.${name}`),
    disabled,
    required: true,
  });
  const text = (name: keyof CardForm, extra: Record<string, unknown>) => (
    <AppField name={`card.${name}`}>{() => <BoundTextField {...own(name)} {...extra} />}</AppField>
  );
  const select = (name: keyof CardForm, options: Option[], autoComplete: string) => (
    <AppField name={`card.${name}`}>
      {() => (
        <BoundSelectField
          {...own(name)}
          options={options}
          placeholder={t('payment.card.choose')}
          autoComplete={autoComplete}
        />
      )}
    </AppField>
  );
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">{t('payment.card.legend')}</legend>
        {text('cardName', { autoComplete: 'cc-name' })}
        {text('cardNumber', {
          hint: t('payment.card.cardNumberHint'),
          autoComplete: 'cc-number',
          inputMode: 'numeric',
          maxLength: 23,
          formatOf: groupCardNumber,
        })}
        <div className="grid gap-4 sm:grid-cols-3">
          {select('expiryMonth', MONTHS, 'cc-exp-month')}
          {select('expiryYear', years, 'cc-exp-year')}
          {text('ccv', {
            hint: t('payment.card.ccvHint'),
            autoComplete: 'cc-csc',
            inputMode: 'numeric',
            maxLength: 4,
          })}
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">{t('payment.card.billingLegend')}</legend>
        {text('address', { autoComplete: 'address-line1' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('city', { autoComplete: 'address-level2' })}
          {text('state', { autoComplete: 'address-level1' })}
          {text('postcode', { autoComplete: 'postal-code' })}
          {select('country', countries, 'country')}
        </div>
      </fieldset>
    </div>
  );
}
