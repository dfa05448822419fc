import { useT } from '../../../islands/shared/island-shell';
import { useState } from 'react';
import type { PaymentMode } from '../../../shared/contracts/order';
import type { CardForm } from '../../payment/card-rules';
import type { Option } from '../../../islands/shared/known-field-kit';
import { KnownText } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import { PaymentPanel } from '../../payment/islands/PaymentPanel';
import { PrimaryButton } from '../../../islands/shared/PrimaryButton';
import type { MethodsState } from '../../payment/islands/use-gateway-info';

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
 * Step 2: the payment panel the flight page draws too, without the agreement (step 3 asks for it).
 * Nothing is sent here: the card is tokenised at the gateway only when the traveller confirms on step 3.
 */
export function PaymentStep(props: PaymentStepProps) {
  const t = useT();
  const { mode } = props;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (!mode) return;
    if (mode === 'MintPayment' && !props.surchargeKnown) {
      setProblem(
        props.surchargeLoading ? t('payment.card.surchargeLoading') : t('payment.surchargeUnavailable'),
      );
      return;
    }
    setProblem(null);
    props.onDone();
  };

  return (
    <PaymentPanel
      methods={props.methods}
      mode={mode}
      onMode={props.onMode}
      countries={props.countries}
      initialCard={props.card}
      onCard={props.onCard}
      consent={false}
      busy={false}
      onSubmit={submit}
      onInvalid={() => setProblem(t('hotelBooking.cardCheck'))}
      intro={<p>{t('hotelBooking.paymentIntro')}</p>}
    >
      {problem && <OutcomeMessage tone="error" message={<KnownText text={problem} />} />}
      <PrimaryButton label={t('hotelBooking.continue')} />
    </PaymentPanel>
  );
}
