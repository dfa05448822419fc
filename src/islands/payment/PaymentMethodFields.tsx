import { useTranslation } from 'react-i18next';
import type { PaymentMethod, PaymentMode } from '../../lib/contracts/order';
import type { CardForm, CardFormErrors } from '../../lib/payment/card-rules';
import { SCHEME_NAMES } from '../../lib/payment/surcharge';
import type { Option } from '../shared/known-field-kit';
import { CardFields } from './CardFields';

interface PaymentMethodFieldsProps {
  methods: PaymentMethod[];
  mode: PaymentMode | null;
  onMode: (mode: PaymentMode) => void;
  card: CardForm;
  cardErrors: CardFormErrors;
  onCard: (field: keyof CardForm, value: string) => void;
  countries: Option[];
  disabled: boolean;
}

/**
 * The methods PaymentGatewayInfo offers (card, invoice) and the chosen one's fields: the card fields,
 * or what paying by invoice means. The card number and CCV stay in the caller's component state.
 */
export function PaymentMethodFields(props: PaymentMethodFieldsProps) {
  const { t } = useTranslation();
  const { methods, mode, disabled } = props;
  const cardMethod = methods.find((method) => method.paymentMode === 'MintPayment');
  const invoiceMethod = methods.find((method) => method.paymentMode === 'Invoice');
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-xl font-bold">{t('payment.methodsLegend')}</legend>
        {methods.map((method) => (
          <div className="flex items-center gap-3" key={method.paymentMode}>
            <input
              type="radio"
              className="size-5 accent-[var(--c-button)]"
              id={`method-${method.paymentMode}`}
              name="paymentMode"
              value={method.paymentMode}
              checked={mode === method.paymentMode}
              disabled={disabled}
              onChange={() => props.onMode(method.paymentMode)}
            />
            <label htmlFor={`method-${method.paymentMode}`}>
              {method.paymentMode === 'MintPayment' ? t('payment.methodCard') : t('payment.methodInvoice')}
            </label>
          </div>
        ))}
      </fieldset>
      {mode === 'MintPayment' && cardMethod?.paymentMode === 'MintPayment' && (
        <>
          <p className="text-sm text-ink-muted">
            {t('payment.card.acceptedSchemes', {
              schemes: cardMethod.schemes.map((name) => SCHEME_NAMES[name]).join(', '),
            })}
          </p>
          <CardFields
            card={props.card}
            errors={props.cardErrors}
            countries={props.countries}
            disabled={disabled}
            onChange={props.onCard}
          />
        </>
      )}
      {mode === 'Invoice' && invoiceMethod?.paymentMode === 'Invoice' && (
        <p className="notice">{t('payment.invoiceNote', { days: invoiceMethod.payWithinDays })}</p>
      )}
    </>
  );
}
