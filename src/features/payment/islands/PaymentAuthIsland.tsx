import { useT } from '../../../islands/shared/island-shell';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/envelope';
import type { PaymentChallenge } from '../../../shared/contracts/order';
import type { Locale } from '../../../shared/i18n/languages';
import { answerPaymentChallenge, getPaymentChallenge } from '../payment-client';
import { failAttempt, progressOf } from '../payment.store';
import { useHydrated } from '../../../islands/shared/use-hydrated';
import { IslandShell, type IslandMessages } from '../../../islands/shared/IslandShell';
import { useBookingFlow } from './use-booking-flow';
import { usePayment } from './use-card-payment';
import { KnownText } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import { PaymentWaitStatus } from './PaymentWaitStatus';

interface PaymentAuthIslandProps {
  siteId: string;
  /** From the page's query (the challengeUrl PreAuth answered); null when absent or malformed. */
  paymentId: string | null;
  locale: Locale;
  messages: IslandMessages;
}

type Load = { kind: 'loading' } | { kind: 'ready'; challenge: PaymentChallenge } | { kind: 'missing' };

function ChallengeView({ siteId, paymentId }: { siteId: string; paymentId: string }) {
  const t = useT();
  const { offerId, flow } = useBookingFlow(siteId, paymentId);
  const payment = usePayment({ offerId, flow, onChallengePage: true });
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    getPaymentChallenge(paymentId)
      .then((challenge) => live && setLoad({ kind: 'ready', challenge }))
      .catch(() => live && setLoad({ kind: 'missing' }));
    return () => {
      live = false;
    };
  }, [paymentId]);

  useEffect(() => {
    if (load.kind === 'ready') heading.current?.focus();
  }, [load.kind]);

  const answer = async (outcome: 'complete' | 'cancel') => {
    setError(null);
    try {
      const preAuth = await answerPaymentChallenge(paymentId, outcome);
      await payment.continueAfterChallenge(preAuth);
    } catch (problem) {
      if (offerId) failAttempt(offerId, problem instanceof ApiError ? problem.message : String(problem));
      setError(problem instanceof ApiError ? problem.message : t('payment.tryAgain'));
    }
  };

  if (load.kind === 'loading') return <p role="status">{t('payment.loading')}</p>;
  if (load.kind === 'missing' || !offerId) {
    return (
      <div className="card grid gap-4 p-6">
        <p>{t('payment.auth.noChallenge')}</p>
        <p>
          <a className="btn btn-primary" href={flow.paymentPath}>
            {t('payment.auth.backToPayment')}
          </a>
        </p>
      </div>
    );
  }
  const { challenge } = load;
  const busy = payment.activity !== 'idle';
  return (
    <section className="card grid gap-4 p-6" aria-labelledby="challenge-title">
      <h2 className="text-2xl" id="challenge-title" tabIndex={-1} ref={heading}>
        {challenge.title}
      </h2>
      <p>{t('payment.auth.intro')}</p>
      <p data-testid="challenge-prompt">{challenge.prompt}</p>
      {error && <OutcomeMessage tone="error" message={<KnownText text={error} />} />}
      {busy ? (
        <PaymentWaitStatus
          message={payment.activity === 'ordering' ? t('payment.ordering') : t('payment.auth.waiting')}
          startedAt={progressOf(offerId).startedAt}
        />
      ) : (
        <p className="flex flex-wrap gap-3">
          {challenge.actions.map((action) => (
            <button
              key={action.outcome}
              type="button"
              className={action.outcome === 'complete' ? 'btn btn-primary' : 'btn btn-ghost'}
              onClick={() => void answer(action.outcome)}
            >
              {action.label}
            </button>
          ))}
        </p>
      )}
    </section>
  );
}

/**
 * /flight/payment-auth: the 3-D Secure challenge of the payment under way (a flight's or a hotel
 * room's), then the order.
 */
export default function PaymentAuthIsland({ locale, messages, siteId, paymentId }: PaymentAuthIslandProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <PaymentAuthPage siteId={siteId} paymentId={paymentId} />
    </IslandShell>
  );
}

function PaymentAuthPage({ siteId, paymentId }: Pick<PaymentAuthIslandProps, 'siteId' | 'paymentId'>) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div className="container-site grid max-w-2xl gap-6 py-8">
      <h1 className="text-3xl">{t('payment.page.authTitle')}</h1>
      {hydrated && paymentId ? (
        <ChallengeView siteId={siteId} paymentId={paymentId} />
      ) : (
        <p role="status">{t(paymentId ? 'payment.loading' : 'payment.auth.noChallenge')}</p>
      )}
    </div>
  );
}
