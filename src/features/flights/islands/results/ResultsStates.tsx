import type { Translate } from '../../../../shared/i18n/translate';
import { legsOf, MULTI_CITY, RETURN, type FlightSearchCriteria, type SearchLeg } from '../../search-criteria';
import { Icon } from '../../../../islands/shared/Icon';
import { PHONE } from '../shared/result-icons';
import { SESSION_EXPIRED } from '../../flight-messages';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';
import { OutcomeMessage } from '../../../../islands/shared/OutcomeMessage';

// Spec §8 text.
/** "Sydney" of "Sydney" or "Melbourne, all airports". */
export function cityOf(name: string): string {
  return name.split(',')[0]!.trim();
}

/** "Choose your flight back to Sydney": the heading of a step. */
export function stepTitleOf(criteria: FlightSearchCriteria, index: number, t: Translate): string {
  const leg = legsOf(criteria)[index]!;
  const city = cityOf(leg.arr?.name ?? leg.arr?.code ?? '');
  if (criteria.type === RETURN)
    return t(index === 0 ? 'flights.results.chooseOutbound' : 'flights.results.chooseReturn', { city });
  if (criteria.type === MULTI_CITY) return t('flights.results.chooseLeg', { number: index + 1, city });
  return t('flights.results.chooseOneWay', { city });
}

/** The journeys of a return or multi-city trip, the current one marked. */
export function StepList({ legs, step }: { legs: SearchLeg[]; step: number }) {
  const t = useT();
  return (
    <ol className="steps mb-3" aria-label={t('flights.results.stepsLabel')}>
      {legs.map((journey, index) => (
        <li
          key={index}
          className={`step ${index < step ? 'step-done' : ''}`}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="step-number">{index + 1}</span>
          {journey.dep?.code} – {journey.arr?.code}
        </li>
      ))}
    </ol>
  );
}

/** While the search runs: what is being searched, a progress bar and placeholder rows. */
export function SearchingState({ from, to }: { from: string; to: string }) {
  const t = useT();
  return (
    <div className="grid gap-5">
      <div className="card grid gap-3 p-6">
        <p className="text-lg font-semibold">
          {t('flights.results.searching', { from: cityOf(from), to: cityOf(to) })}
        </p>
        <div
          className="search-progress"
          role="progressbar"
          aria-label={t('flights.results.searchingLabel')}
          aria-valuetext={t('flights.results.searchingLabel')}
        >
          <div className="search-progress-bar" />
        </div>
        <p className="text-sm text-ink-muted">{t('flights.results.searchingHint')}</p>
      </div>
      <SkeletonRows />
    </div>
  );
}

export function SkeletonRows() {
  return (
    <div className="grid gap-2" aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="card grid gap-2 p-4">
          <div className="skeleton h-4 w-1/3" />
          <div className="skeleton h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

/** The search failed (spec §8 message from the server) or its session expired; both offer a new search. */
export function ProblemState({
  kind,
  message,
  supportPhone,
  onSearchAgain,
}: {
  kind: 'failed' | 'expired';
  message: string;
  supportPhone: string;
  onSearchAgain: () => void;
}) {
  const t = useT();
  const known = useKnownMessage();
  return (
    <div className="card grid gap-4 p-6">
      <h2 className="text-2xl">
        {kind === 'failed' ? t('flights.results.failedTitle') : t('flights.results.expiredTitle')}
      </h2>
      <OutcomeMessage
        tone="error"
        message={kind === 'failed' ? known(message) || t('flights.results.failed') : known(SESSION_EXPIRED)}
      >
        <p className="mt-2">
          <button type="button" className="btn btn-primary" onClick={onSearchAgain}>
            {t('flights.results.searchAgain')}
          </button>
        </p>
        {kind === 'failed' && (
          <p className="flex items-center gap-2">
            <Icon d={PHONE} />
            <a href={`tel:${supportPhone.replace(/\s+/g, '')}`} className="font-semibold">
              {t('flights.common.callUs', { phone: supportPhone })}
            </a>
          </p>
        )}
      </OutcomeMessage>
    </div>
  );
}
