import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_PAYMENT_METHOD, type PaymentMode } from '../../shared/contracts/order';
import { validateCardForm, type CardForm, type CardFormErrors } from '../../lib/payment/card-rules';
import type { Option } from '../shared/known-field-kit';
import { PaymentMethodFields } from '../payment/PaymentMethodFields';
import type { MethodsState } from '../payment/use-gateway-info';
import { KnownText } from '../shared/known-field-kit';

interface PaymentStepProps {
  methods: MethodsState;
  mode: PaymentMode | null;
  onMode: (mode: PaymentMode) => void;
  card: CardForm;
  onCard: (card: CardForm) => void;
  /** The card's surcharge is known (or being checked): the total with it must be shown first. */
  surchargeKnown: boolean;
  surchargeLoading: boolean;
  countries: Option[];
  onDone: () => void;
}

/**
 * Step 2: the methods PaymentGatewayInfo offers for the quote and the shared card fields. Nothing is
 * sent here: the card is tokenised at the gateway only when the traveller confirms on step 3.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { t } = useTranslation();
  const { methods, mode, card } = props;
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const available = methods.kind === 'ready' ? methods.methods : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mode) return;
    const found = mode === 'MintPayment' ? validateCardForm(card, new Date()) : {};
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setProblem(t('hotelBooking.cardCheck'));
      return document.getElementById(`card-${first}`)?.focus();
    }
    if (mode === 'MintPayment' && !props.surchargeKnown) {
      setProblem(
        props.surchargeLoading ? t('payment.card.surchargeLoading') : t('payment.surchargeUnavailable'),
      );
      return;
    }
    setProblem(null);
    props.onDone();
  };

  if (methods.kind === 'loading') return <p role="status">{t('payment.loading')}</p>;
  if (methods.kind === 'error') {
    return (
      <div className="alert-error" role="alert">
        <p>
          <KnownText text={methods.message} />
        </p>
      </div>
    );
  }
  if (available.length === 0) {
    return (
      <div className="alert-error" role="alert">
        <p>{NO_PAYMENT_METHOD}</p>
      </div>
    );
  }
  return (
    <form className="grid gap-6" noValidate onSubmit={submit}>
      <p>{t('hotelBooking.paymentIntro')}</p>
      <PaymentMethodFields
        methods={available}
        mode={mode}
        onMode={props.onMode}
        card={card}
        cardErrors={errors}
        onCard={(name, value) => props.onCard({ ...card, [name]: value })}
        countries={props.countries}
        disabled={false}
      />
      {problem && (
        <p className="alert-error" role="alert">
          <KnownText text={problem} />
        </p>
      )}
      <p>
        <button type="submit" className="btn btn-primary">
          {t('hotelBooking.continue')}
        </button>
      </p>
    </form>
  );
}
