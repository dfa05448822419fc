import type { SegmentAmenities } from '../../../../shared/contracts/flights';
import { amenityWords } from '../../amenities';
import { useT } from '../../../../islands/shared/island-shell';

/**
 * A flight's amenities written out ("On board: Free Wi-Fi · Power outlet at every seat · ..."), in a
 * result's opened detail and on the flight detail page. Nothing when none is known.
 */
export function AmenityLine({
  amenities,
  className = 'text-sm',
}: {
  amenities: SegmentAmenities | null | undefined;
  className?: string;
}) {
  const t = useT();
  const words = amenityWords(amenities, t);
  if (!words) return null;
  return (
    <p className={`amenity-words ${className}`}>
      <span className="text-ink-muted">{t('amenities.onBoard')}</span>
      {words}
    </p>
  );
}
