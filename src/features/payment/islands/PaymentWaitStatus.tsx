import { useT } from '../../../islands/shared/island-shell';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import type { FailureNote } from '../payment.store';
import { KnownText } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import { announcedSeconds, secondsSince } from './payment-wait';

const NOTE_KEYS: Record<FailureNote, string> = {
  'not-charged': 'payment.outcome.notCharged',
  'no-order': 'payment.outcome.noOrder',
  interrupted: 'payment.outcome.interrupted',
};

/**
 * The status shown while a payment is in flight: the message (do not close or reload) and the time
 * waited since Pay, counted each second on screen and announced every 10 seconds. `startedAt` is the
 * stored moment Pay was pressed; without one (an invoice order) the wait counts from this status.
 */
export function PaymentWaitStatus({ message, startedAt }: { message: string; startedAt?: number | null }) {
  const t = useT();
  const [shownAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = secondsSince(startedAt ?? shownAt, now);
  return (
    <div className="notice grid gap-1" data-testid="payment-processing">
      <div role="status" aria-atomic="true">
        <p>{message}</p>
        <p className="sr-only">{t('payment.waited', { seconds: announcedSeconds(seconds) })}</p>
      </div>
      <p className="text-sm" aria-hidden="true" data-testid="payment-waited">
        {t('payment.waited', { seconds })}
      </p>
    </div>
  );
}

interface PaymentFailureProps {
  /** The service's or the rules' message (a known message, translated here); may be empty. */
  failure: string;
  note: FailureNote | null;
  ref?: Ref<HTMLDivElement>;
  /** What the page adds (try again, a new price for the room). */
  children?: ReactNode;
}

/** How the last attempt ended, and what that is known to mean for the traveller's money. */
export function PaymentFailure({ failure, note, ref, children }: PaymentFailureProps) {
  const t = useT();
  return (
    <OutcomeMessage tone="error" tabIndex={-1} ref={ref} message={failure && <KnownText text={failure} />}>
      {(note || children) && (
        <>
          {note && <p data-testid="payment-outcome">{t(NOTE_KEYS[note])}</p>}
          {children}
        </>
      )}
    </OutcomeMessage>
  );
}
