import { useT } from '../../../islands/shared/island-shell';
import { useEffect, useState } from 'react';
import { announcedMinutes, clockOf, secondsLeft } from '../countdown';
import type { OfferProblem } from './use-offer-review';
import { KnownText } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';

interface Props {
  expiresAt: string;
  problem: OfferProblem | null;
  busy: boolean;
  resultsHref: string;
  onReprice: () => void;
}

/**
 * How long the offer's prices stay guaranteed. The clock ticks visibly; a polite live region speaks
 * only at a few whole minutes. When it runs out, one button re-prices the same flights.
 */
export function OfferCountdown({ expiresAt, problem, busy, resultsHref, onReprice }: Props) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = secondsLeft(expiresAt, now);
  const spoken = announcedMinutes(seconds);

  if (problem && problem.kind !== 'error') {
    return (
      <OutcomeMessage tone="error" message={<KnownText text={problem.message} />}>
        <p className="mt-2">
          <a className="btn btn-primary" href={problem.kind === 'gone' ? resultsHref : '/'}>
            {problem.kind === 'gone' ? t('booking.expiry.backToResults') : t('booking.newSearch')}
          </a>
        </p>
      </OutcomeMessage>
    );
  }
  if (seconds <= 0) {
    return (
      <div className="notice grid gap-3" role="alert">
        <p className="font-semibold">{t('booking.expiry.expired')}</p>
        {problem && (
          <p>
            <KnownText text={problem.message} />
          </p>
        )}
        <p>
          <button type="button" className="btn btn-primary" onClick={onReprice} disabled={busy}>
            {busy ? t('booking.expiry.repricing') : t('booking.expiry.reprice')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="notice flex flex-wrap items-baseline gap-2">
      <p>
        {t('booking.expiry.guaranteed')}{' '}
        <span className="font-semibold tabular-nums">{clockOf(seconds)}</span>
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {spoken !== null ? t('booking.expiry.minutesLeft', { count: spoken }) : ''}
      </p>
      {problem && (
        <p role="alert">
          <KnownText text={problem.message} />
        </p>
      )}
    </div>
  );
}
