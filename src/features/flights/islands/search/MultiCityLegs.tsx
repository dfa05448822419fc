import {
  emptyLeg,
  MAX_MULTI_CITY_LEGS,
  MIN_MULTI_CITY_LEGS,
  QUERY,
  type SearchLeg,
} from '../../search-criteria';
import { fareCalendarQuery, type FareCalendarRoute } from '../../fare-calendar';
import { CLOSE, Icon, PLUS } from '../../../../islands/shared/Icon';
import { useT } from '../../../../islands/shared/island-shell';
import type { DateLimits } from '../../../../lib/dates';
import { FlightDateField } from './FlightDateField';
import { changeLeg } from './multi-city-legs';
import { PlaceField } from './PlaceField';

interface MultiCityLegsProps {
  id: string;
  legs: SearchLeg[];
  onChange: (legs: SearchLeg[]) => void;
  limits: (min?: string) => DateLimits;
  invalid: (field: string) => boolean;
  describedBy: (field: string) => string | undefined;
  onOpenCalendar: () => void;
  /** What each leg's calendar prices besides its places (site, cabin, travellers). */
  priced: Omit<FareCalendarRoute, 'from' | 'to'>;
}

/** The flights of a multi-city trip: three to six, each searched as its own journey. */
export default function MultiCityLegs({
  id,
  legs,
  onChange,
  limits,
  invalid,
  describedBy,
  onOpenCalendar,
  priced,
}: MultiCityLegsProps) {
  const t = useT();
  const updateLeg = (index: number, change: Partial<SearchLeg>) => onChange(changeLeg(legs, index, change));
  // After a leg's date, the next leg's destination (its departure follows on); after the last, the travellers.
  const focusAfterDate = (index: number) =>
    (
      document.getElementById(`${id}-leg${index + 1}-to`) ?? document.getElementById(`${id}-passengers`)
    )?.focus();

  return (
    <ol className="legs">
      {legs.map((leg, index) => (
        <li key={index} className="leg-row">
          <p className="leg-title">{t('flights.search.legTitle', { number: index + 1 })}</p>
          <PlaceField
            id={`${id}-leg${index}-from`}
            label={t('flights.search.from')}
            name={QUERY.from}
            value={leg.dep}
            onChange={(dep) => updateLeg(index, { dep })}
            invalid={invalid(`journeys.${index}.dep`)}
            describedBy={describedBy(`journeys.${index}.dep`)}
          />
          <input type="hidden" name={QUERY.fromType} value={leg.dep?.codeType ?? 'C'} />
          <PlaceField
            id={`${id}-leg${index}-to`}
            label={t('flights.search.to')}
            name={QUERY.to}
            value={leg.arr}
            onChange={(arr) => updateLeg(index, { arr })}
            invalid={invalid(`journeys.${index}.arr`)}
            describedBy={describedBy(`journeys.${index}.arr`)}
          />
          <input type="hidden" name={QUERY.toType} value={leg.arr?.codeType ?? 'C'} />
          <FlightDateField
            id={`${id}-leg${index}-date`}
            label={t('flights.search.departing')}
            name={QUERY.depart}
            value={leg.depDate}
            onChange={(depDate) => updateLeg(index, { depDate })}
            limits={limits(legs[index - 1]?.depDate)}
            invalid={invalid(`journeys.${index}.depDate`)}
            describedBy={describedBy(`journeys.${index}.depDate`)}
            onOpen={onOpenCalendar}
            fares={fareCalendarQuery({ ...priced, from: leg.dep, to: leg.arr })}
            focusAfterChoice={() => focusAfterDate(index)}
          />
          {legs.length > MIN_MULTI_CITY_LEGS ? (
            <button
              type="button"
              className="icon-button leg-remove"
              onClick={() => onChange(legs.filter((_, at) => at !== index))}
              aria-label={t('flights.search.removeLeg', { number: index + 1 })}
            >
              <Icon d={CLOSE} />
            </button>
          ) : (
            <span aria-hidden="true" />
          )}
        </li>
      ))}
      {legs.length < MAX_MULTI_CITY_LEGS && (
        <li>
          <button type="button" className="text-button" onClick={() => onChange([...legs, emptyLeg()])}>
            <Icon d={PLUS} />
            {t('flights.search.addLeg')}
          </button>
        </li>
      )}
    </ol>
  );
}
