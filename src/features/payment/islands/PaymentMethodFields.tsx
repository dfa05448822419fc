import { useT } from '../../../islands/shared/island-shell';
import type { ReactNode } from 'react';
import type { PaymentMethod, PaymentMode } from '../../../shared/contracts/order';
import { SCHEME_NAMES } from '../../../shared/contracts/card-schemes';
import { KnownText } from '../../../islands/shared/known-field-kit';

interface PaymentMethodFieldsProps {
  methods: PaymentMethod[];
  mode: PaymentMode | null;
  onMode: (mode: PaymentMode) => void;
  disabled: boolean;
  /** The card's fields (CardFields in a kit form), drawn while the card is the chosen method. */
  children?: ReactNode;
}

/**
 * Why the traveller cannot choose this method for this booking (the service's words, e.g. invoice when the
 * trip begins too soon for a bank payment to clear; empty when it gave none), or null when they can.
 */
export function unusableReason(method: PaymentMethod): string | null {
  if (method.paymentMode !== 'Invoice' || method.available !== false) return null;
  return method.unavailableReason ?? '';
}

/**
 * The methods PaymentGatewayInfo offers (card, invoice) and the chosen one's fields: the card fields,
 * or what paying by invoice means. The card number and CCV stay in the caller's form.
 */
export function PaymentMethodFields(props: PaymentMethodFieldsProps) {
  const t = useT();
  const { methods, mode, disabled } = props;
  const cardMethod = methods.find((method) => method.paymentMode === 'MintPayment');
  const invoiceMethod = methods.find((method) => method.paymentMode === 'Invoice');
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-xl font-bold">{t('payment.methodsLegend')}</legend>
        {methods.map((method) => {
          const reason = unusableReason(method);
          const reasonId = `method-${method.paymentMode}-reason`;
          return (
            <div key={method.paymentMode}>
              <div className="flex items-center gap-3">
                <input
                  type="radio"
                  className="size-5 accent-[var(--c-button)]"
                  id={`method-${method.paymentMode}`}
                  name="paymentMode"
                  value={method.paymentMode}
                  checked={mode === method.paymentMode}
                  disabled={disabled || reason !== null}
                  aria-describedby={reason ? reasonId : undefined}
                  onChange={() => props.onMode(method.paymentMode)}
                />
                <label htmlFor={`method-${method.paymentMode}`}>
                  {method.paymentMode === 'MintPayment'
                    ? t('payment.methodCard')
                    : t('payment.methodInvoice')}
                </label>
              </div>
              {reason && (
                <p id={reasonId} className="ms-8 text-sm text-ink-muted">
                  <KnownText text={reason} />
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {mode === 'MintPayment' && cardMethod?.paymentMode === 'MintPayment' && (
        <>
          <p className="text-sm text-ink-muted">
            {t('payment.card.acceptedSchemes', {
              schemes: cardMethod.schemes.map((name) => SCHEME_NAMES[name]).join(', '),
            })}
          </p>
          {props.children}
        </>
      )}
      {mode === 'Invoice' && invoiceMethod?.paymentMode === 'Invoice' && !unusableReason(invoiceMethod) && (
        <p className="notice">{t('payment.invoiceNote', { days: invoiceMethod.payWithinDays })}</p>
      )}
    </>
  );
}
