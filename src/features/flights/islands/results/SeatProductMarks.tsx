import type { PricedItinerary } from '../../../../shared/contracts/flights';
import { everyFlightHas } from '../../seat-product';
import { Icon } from '../../../../islands/shared/Icon';
import { AISLE, BED } from '../shared/result-icons';
import { useT } from '../../../../islands/shared/island-shell';

/**
 * The seat-product marks of a result row: a bed when every flight has a lie-flat seat, an aisle when
 * every seat reaches the aisle directly. Nothing when the API does not know the product (null).
 */
export function SeatProductMarks({ itinerary }: { itinerary: PricedItinerary }) {
  const t = useT();
  const products = itinerary.segments.map((segment) => segment.seatProduct);
  const marks = [
    everyFlightHas(products, 'lieFlat') && {
      key: 'flat',
      d: BED,
      label: t('flights.results.seat.lieFlatIcon'),
    },
    everyFlightHas(products, 'directAisleAccess') && {
      key: 'aisle',
      d: AISLE,
      label: t('flights.results.seat.aisleIcon'),
    },
  ].filter((mark) => mark !== false);
  if (!marks.length) return null;
  return (
    <span className="seat-marks">
      {marks.map((mark) => (
        <span key={mark.key} className="seat-mark" title={mark.label}>
          <Icon d={mark.d} />
          <span className="sr-only">{mark.label}</span>
        </span>
      ))}
    </span>
  );
}
