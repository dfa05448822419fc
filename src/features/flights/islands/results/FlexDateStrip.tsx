import { formatMoney } from '../../../../shared/domain/money';
import { formatDate } from '../../../../lib/dates';
import type { FlexibleDateOption } from '../../result-filters';
import { useT } from '../../../../islands/shared/island-shell';

interface FlexDateStripProps {
  options: FlexibleDateOption[] | null;
  /** 0: other outbound days; 1: other return days. */
  journeyIndex: number;
  hrefOf: (option: FlexibleDateOption) => string;
  /** What the prices cover, in the words of the rows ("Return trip total · 1 traveller · taxes included"). */
  priceNote: string;
}

/** Lowest prices 3 days either side (/AirShopping/FlexibleDateSearch); each day opens that search. */
export function FlexDateStrip({ options, journeyIndex, hrefOf, priceNote }: FlexDateStripProps) {
  const t = useT();
  const label = journeyIndex === 0 ? t('flights.flex.departLabel') : t('flights.flex.returnLabel');
  if (options === null) {
    return (
      <div className="flex-strip" aria-hidden="true">
        {Array.from({ length: 7 }, (_, index) => (
          <div key={index} className="skeleton h-12" />
        ))}
      </div>
    );
  }
  if (!options.length) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex-strip">
        {options.map((option) => {
          const day = journeyIndex === 0 || option.retDate === null ? option.depDate : option.retDate;
          const price =
            option.lowestPrice === null ? t('flights.flex.none') : formatMoney(option.lowestPrice);
          return (
            <li key={`${option.depDate}-${option.retDate ?? ''}`} className="grid">
              {option.isCurrent || option.lowestPrice === null ? (
                <span
                  className={`flex-day ${option.isCheapest ? 'flex-cheapest' : ''}`}
                  aria-current={option.isCurrent || undefined}
                >
                  <span>{formatDate(day, { year: false })}</span>
                  <span className="flex-price">{price}</span>
                </span>
              ) : (
                <a className={`flex-day ${option.isCheapest ? 'flex-cheapest' : ''}`} href={hrefOf(option)}>
                  <span>{formatDate(day, { year: false })}</span>
                  <span className="flex-price">{price}</span>
                  {option.isCheapest && <span className="sr-only">{t('flights.flex.cheapest')}</span>}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-ink-muted">
        {t('flights.flex.note')} {priceNote}
      </p>
    </nav>
  );
}
