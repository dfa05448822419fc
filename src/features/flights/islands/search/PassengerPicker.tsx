import { MAX_SEATED_PASSENGERS, type PassengerCounts } from '../../../../shared/domain/passengers';
import { joinShort } from '../../short-list';
import { QUERY } from '../../search-criteria';
import { MINUS, PLUS, USER, Icon } from '../../../../islands/shared/Icon';
import { useT } from '../../../../islands/shared/island-shell';

type Kind = keyof PassengerCounts;

const ROWS: { kind: Kind; name: string }[] = [
  { kind: 'adult', name: QUERY.adults },
  { kind: 'children', name: QUERY.children },
  { kind: 'infants', name: QUERY.infants },
];

/** Each type's limits (spec §9): at least one adult, at most 9 seats, infants never outnumber adults. */
function passengerLimits(counts: PassengerCounts): Record<Kind, { min: number; max: number }> {
  const seatsLeft = MAX_SEATED_PASSENGERS - counts.adult - counts.children;
  return {
    adult: { min: Math.max(1, counts.infants), max: counts.adult + seatsLeft },
    children: { min: 0, max: counts.children + seatsLeft },
    infants: { min: 0, max: counts.adult },
  };
}

/** "1 adult", "2 adults, 1 child, 1 infant". */
function describePassengers(
  counts: PassengerCounts,
  t: (key: string, options?: Record<string, number>) => string,
) {
  return joinShort(
    ROWS.filter(({ kind }) => counts[kind] > 0 || kind === 'adult').map(({ kind }) =>
      t(`flights.search.passengers.${kind}Count`, { count: counts[kind] }),
    ),
  );
}

interface PassengerPickerProps {
  id: string;
  value: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}

/**
 * Travellers: a button that opens a popover (native, so it opens before the island loads) with a number
 * field and -/+ buttons per passenger type, kept within the limits.
 */
export function PassengerPicker({ id, value, onChange, invalid, describedBy }: PassengerPickerProps) {
  const t = useT();
  const panelId = `${id}-panel`;
  const limits = passengerLimits(value);
  const set = (kind: Kind, count: number) => {
    const { min, max } = limits[kind];
    if (Number.isNaN(count)) return;
    onChange({ ...value, [kind]: Math.min(max, Math.max(min, Math.round(count))) });
  };

  return (
    <div>
      <span className="search-label" id={`${id}-label`}>
        {t('flights.search.passengers.label')}
      </span>
      <button
        id={id}
        type="button"
        className={invalid ? 'search-input search-date-button is-invalid' : 'search-input search-date-button'}
        popoverTarget={panelId}
        aria-labelledby={`${id}-label ${id}`}
        aria-describedby={describedBy}
      >
        <Icon d={USER} className="icon search-field-icon" />
        <span>{describePassengers(value, t)}</span>
      </button>
      <div
        id={panelId}
        popover="auto"
        className="popover-panel passenger-panel"
        role="group"
        aria-labelledby={`${id}-label`}
      >
        {ROWS.map(({ kind, name }) => {
          const inputId = `${id}-${kind}`;
          const { min, max } = limits[kind];
          return (
            <div key={kind} className="passenger-row">
              <label htmlFor={inputId} className="passenger-name">
                <span className="font-semibold">{t(`flights.search.passengers.${kind}`)}</span>
                <span className="passenger-hint">{t(`flights.search.passengers.${kind}Hint`)}</span>
              </label>
              <div className="passenger-stepper">
                <button
                  type="button"
                  className="stepper-button"
                  onClick={() => set(kind, value[kind] - 1)}
                  disabled={value[kind] <= min}
                  aria-label={t('flights.search.passengers.fewer', {
                    type: t(`flights.search.passengers.${kind}`),
                  })}
                >
                  <Icon d={MINUS} />
                </button>
                <input
                  id={inputId}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  className="stepper-input"
                  min={min}
                  max={max}
                  value={value[kind]}
                  onChange={(event) => set(kind, event.target.valueAsNumber)}
                />
                <button
                  type="button"
                  className="stepper-button"
                  onClick={() => set(kind, value[kind] + 1)}
                  disabled={value[kind] >= max}
                  aria-label={t('flights.search.passengers.more', {
                    type: t(`flights.search.passengers.${kind}`),
                  })}
                >
                  <Icon d={PLUS} />
                </button>
              </div>
            </div>
          );
        })}
        <p className="passenger-note">{t('flights.search.passengers.note')}</p>
        <button
          type="button"
          className="btn btn-primary w-full"
          popoverTarget={panelId}
          popoverTargetAction="hide"
        >
          {t('flights.search.passengers.done')}
        </button>
      </div>
    </div>
  );
}
