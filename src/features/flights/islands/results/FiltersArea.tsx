import { useState } from 'react';
import type { JourneyFacets } from '../../../../shared/contracts/flights';
import { countActiveFilters, emptyFilters, type ResultFilters } from '../../result-filters';
import { FlightDialog } from '../shared/FlightDialog';
import { Icon } from '../../../../islands/shared/Icon';
import { FILTER } from '../shared/result-icons';
import { useT } from '../../../../islands/shared/island-shell';
import { FiltersPanel } from './FiltersPanel';

interface FiltersAreaProps {
  facets: JourneyFacets | null;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
  fromCity: string;
  toCity: string;
  tripOffset: number;
}

/**
 * The filters beside the list on wide screens (each change applies at once); on phones a "Filters"
 * button opens them in a sheet (a modal dialog) where changes are a draft until Apply, and Clear empties
 * them, so the list does not reload under the traveller's thumb at every tick.
 */
export function FiltersArea({ facets, filters, onChange, fromCity, toCity, tripOffset }: FiltersAreaProps) {
  const t = useT();
  const [draft, setDraft] = useState<ResultFilters | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const active = countActiveFilters(filters);
  const panelProps = { facets: facets!, fromCity, toCity, tripOffset };

  return (
    <aside aria-label={t('flights.filters.title')}>
      <button
        type="button"
        className="btn btn-ghost w-full lg:hidden"
        aria-haspopup="dialog"
        disabled={!facets}
        onClick={(event) => {
          setOpener(event.currentTarget);
          setDraft(filters);
        }}
      >
        <Icon d={FILTER} />
        {active ? t('flights.filters.toggleActive', { count: active }) : t('flights.filters.toggle')}
      </button>
      {facets && (
        <div className="card filters-panel hidden lg:grid">
          <FiltersPanel {...panelProps} filters={filters} onChange={onChange} />
        </div>
      )}
      {draft && facets && (
        <FlightDialog title={t('flights.filters.title')} returnFocus={opener} onClose={() => setDraft(null)}>
          <FiltersPanel {...panelProps} filters={draft} onChange={setDraft} inSheet />
          <div className="sheet-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setDraft(emptyFilters())}>
              {t('flights.filters.clearAll')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                onChange(draft);
                setDraft(null);
              }}
            >
              {t('flights.filters.apply')}
            </button>
          </div>
        </FlightDialog>
      )}
    </aside>
  );
}
