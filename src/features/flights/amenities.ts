import type { Segment, SegmentAmenities } from '../../shared/contracts/flights';
import type { Translate } from '../../shared/i18n/translate';

/**
 * "Free Wi-Fi · Power outlet at every seat · On-demand entertainment (seatback screen)": a flight's
 * amenities in words, what is known only. Null when nothing is known: the screens then say nothing.
 */
export function amenityWords(amenities: SegmentAmenities | null | undefined, t: Translate): string | null {
  if (!amenities) return null;
  const words = [
    amenities.wifi && t(`amenities.wifi.${amenities.wifi}`),
    amenities.power && t(`amenities.power.${amenities.power}`),
    amenities.entertainment && t(`amenities.entertainment.${amenities.entertainment}`),
  ].filter((word): word is string => Boolean(word));
  return words.length ? words.join(' · ') : null;
}

export type AmenityKind = 'wifi' | 'power' | 'entertainment';

/** One mark of a result card: the amenity and the message key of what every flight has of it. */
export interface AmenityMark {
  kind: AmenityKind;
  key: string;
}

/**
 * What a result card marks: an amenity every flight of the itinerary has (known, and not "none"), named by
 * what the least of them offers (free Wi-Fi only when every flight's is free). Results stored before the
 * amenities existed have none.
 */
export function amenityMarks(segments: Pick<Segment, 'amenities'>[]): AmenityMark[] {
  if (!segments.length) return [];
  const values = <K extends AmenityKind>(kind: K) =>
    segments.map((segment) => segment.amenities?.[kind] ?? null);
  const marks: AmenityMark[] = [];
  const wifi = values('wifi');
  if (wifi.every((value) => value === 'free' || value === 'paid'))
    marks.push({
      kind: 'wifi',
      key: wifi.every((value) => value === 'free') ? 'amenities.wifi.free' : 'amenities.wifi.paid',
    });
  const power = values('power');
  if (power.every((value) => value === 'outlet' || value === 'usb'))
    marks.push({
      kind: 'power',
      key: sameOf(power) ? `amenities.power.${power[0]}` : 'amenities.power.some',
    });
  const entertainment = values('entertainment');
  if (entertainment.every((value) => value === 'seatback' || value === 'streaming'))
    marks.push({
      kind: 'entertainment',
      key: sameOf(entertainment)
        ? `amenities.entertainment.${entertainment[0]}`
        : 'amenities.entertainment.some',
    });
  return marks;
}

function sameOf(values: (string | null)[]): boolean {
  return values.every((value) => value === values[0]);
}
