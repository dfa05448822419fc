import type { PricedItinerary } from '../../../../shared/contracts/flights';
import { amenityMarks } from '../../amenities';
import { AMENITY_ICONS } from '../shared/amenity-icons';
import { Icon } from '../../../../islands/shared/Icon';
import { useT } from '../../../../islands/shared/island-shell';

/**
 * A result card's amenity marks: Wi-Fi, power and entertainment that every flight has, each a small icon
 * with its name as a tooltip and as screen-reader text (the opened detail writes them out per flight).
 * Nothing when no amenity is known on every flight.
 */
export function AmenityMarks({ itinerary }: { itinerary: PricedItinerary }) {
  const t = useT();
  const marks = amenityMarks(itinerary.segments);
  if (!marks.length) return null;
  const several = itinerary.segments.length > 1;
  return (
    <span className="amenity-marks">
      {marks.map((mark) => {
        const label = several ? t('amenities.everyFlight', { amenity: t(mark.key) }) : t(mark.key);
        return (
          <span key={mark.kind} className="amenity-mark" title={label}>
            <Icon d={AMENITY_ICONS[mark.kind]} className="icon amenity-icon" />
            <span className="sr-only">{label}</span>
          </span>
        );
      })}
    </span>
  );
}
