import { useT } from '../../../islands/shared/island-shell';
import { useState, type ReactNode } from 'react';
import type { PaymentMode } from '../../../shared/contracts/order';
import { NO_PAYMENT_METHOD } from '../../../shared/contracts/payment-texts';
import type { CardForm } from '../card-rules';
import type { Option } from '../../../islands/shared/field-controls';
import { useAppForm } from '../../../islands/shared/form-kit';
import { KnownText } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import { CardFields } from './CardFields';
import { ConsentFields } from './ConsentFields';
import { focusFirstInvalid, paymentFormErrors, paymentValues, type PaymentValues } from './payment-form';
import { PaymentMethodFields } from './PaymentMethodFields';
import type { MethodsState } from './use-gateway-info';

const FORM_ID = 'payment-form';

interface PaymentPanelProps {
  methods: MethodsState;
  mode: PaymentMode | null;
  onMode: (mode: PaymentMode) => void;
  countries: Option[];
  /** The card the form starts from (a booking step the traveller comes back to). */
  initialCard?: CardForm | undefined;
  /** Each change of the card, for what follows from it (its scheme's surcharge, the steps it opens). */
  onCard: (card: CardForm) => void;
  /** The agreement's labels when the panel asks for it (the flight page); false where another step does. */
  consent: { detailsLabel?: string; termsLabel?: string } | false;
  /** A payment is in flight: the fields are locked. */
  busy: boolean;
  /** The form passed its rules (the card when paying by card, the agreement when asked). */
  onSubmit: (values: PaymentValues) => void;
  /** The form failed its rules; focus has gone to the first field to fix. */
  onInvalid?: (() => void) | undefined;
  /** Drawn before the methods (an introduction). */
  intro?: ReactNode;
  /** Drawn after the fields: problems, the wait, the button. */
  children: ReactNode;
  className?: string | undefined;
}

/**
 * The one payment panel of flights and hotels (ADR 016: an offer and a quote are paid the same way):
 * the methods PaymentGatewayInfo offers, or why there are none, and a kit form (form-kit.tsx) with the
 * chosen method's fields and, where asked, the agreement. Nothing is sent from here: the caller pays.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const t = useT();
  const { methods } = props;
  if (methods.kind === 'loading') {
    // A screen's height while the methods load: the form is taller, so what follows the panel (on a
    // phone, the price summary) starts below the fold and does not jump down when the form renders.
    return (
      <p role="status" className="min-h-screen">
        {t('payment.loading')}
      </p>
    );
  }
  if (methods.kind === 'error') {
    return <OutcomeMessage tone="error" message={<KnownText text={methods.message} />} />;
  }
  if (methods.methods.length === 0) {
    return <OutcomeMessage tone="error" message={NO_PAYMENT_METHOD} />;
  }
  return <PaymentForm {...props} available={methods.methods} />;
}

function PaymentForm({
  available,
  mode,
  onMode,
  countries,
  initialCard,
  onCard,
  consent,
  busy,
  onSubmit,
  onInvalid,
  intro,
  children,
  className,
}: PaymentPanelProps & { available: Extract<MethodsState, { kind: 'ready' }>['methods'] }) {
  // Fixed at the first render: new defaults would reset an untouched form (TanStack's update).
  const [defaultValues] = useState(() => paymentValues(initialCard));
  // useAppForm hands each render's options to the form, so the rules follow the method chosen.
  const checks = { card: mode === 'MintPayment', consent: consent !== false };
  const form = useAppForm({
    defaultValues,
    validators: { onDynamic: ({ value }) => paymentFormErrors(value, checks, new Date()) },
    listeners: { onChange: ({ formApi }) => onCard(formApi.state.values.card) },
    onSubmitInvalid: () => {
      focusFirstInvalid(FORM_ID);
      onInvalid?.();
    },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form.AppForm>
      <form.Form id={FORM_ID} className={className ?? 'grid gap-6'} aria-busy={busy}>
        {intro}
        <PaymentMethodFields methods={available} mode={mode} onMode={onMode} disabled={busy}>
          <CardFields countries={countries} disabled={busy} />
        </PaymentMethodFields>
        {consent && <ConsentFields {...consent} />}
        {children}
      </form.Form>
    </form.AppForm>
  );
}
