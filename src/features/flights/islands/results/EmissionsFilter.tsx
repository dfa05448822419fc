import type { JourneyFacets } from '../../../../shared/contracts/flights';
import type { ResultFilters } from '../../result-filters';
import { useT } from '../../../../islands/shared/island-shell';

interface EmissionsFilterProps {
  facets: JourneyFacets;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
}

/**
 * "Lower emissions only", with how many itineraries carry the label. The Booking API filters and counts
 * (GetResult's lowerEmissionsOnly, facets.lowerEmissions); absent facets (no estimate) show nothing.
 */
export function EmissionsFilter({ facets, filters, onChange }: EmissionsFilterProps) {
  const t = useT();
  if (facets.lowerEmissions === undefined) return null;
  const checked = filters.lowerEmissionsOnly === true;
  return (
    <fieldset className="filter-group">
      <legend>{t('emissions.filterTitle')}</legend>
      <label className="filter-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={!checked && facets.lowerEmissions === 0}
          onChange={() => onChange({ ...filters, lowerEmissionsOnly: !checked })}
        />
        <span>{t('emissions.lowerOnly')}</span>
        <span className="filter-check-price">{facets.lowerEmissions}</span>
      </label>
    </fieldset>
  );
}
