import type { BoardType, HotelAmenity } from '../../shared/contracts/hotel';
import type { Translate } from '../../shared/i18n/translate';
import { displayLocale } from '../../shared/i18n/display-locale';
import { dateFormat, formatNumber, numberFormat } from '../../shared/i18n/intl';
import type { Locale } from '../../shared/i18n/languages';

/**
 * What a person reads about a property, formatted once for every hotel screen. The words come from
 * the `hotels` resources (the caller's t: the page's i18next t or an island's light translator over the same keys);
 * numbers, money and times follow the display locale (src/lib/i18n/intl.ts).
 */

/** "1.2 km from the centre"; "350 m from the centre" under one kilometre. */
export function formatDistance(t: Translate, km: number, place = t('hotels.format.centre')): string {
  if (km < 1) {
    const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
    return t('hotels.format.metresFrom', { distance: formatNumber(metres), place });
  }
  const distance = numberFormat({ maximumFractionDigits: 1 }).format(km);
  return t('hotels.format.kmFrom', { distance, place });
}

/** The word travellers expect beside a 0-10 score. */
function reviewWord(t: Translate, score: number): string {
  const word =
    score >= 9
      ? 'exceptional'
      : score >= 8.5
        ? 'excellent'
        : score >= 8
          ? 'veryGood'
          : score >= 7
            ? 'good'
            : 'pleasant';
  return t(`hotels.format.reviewWords.${word}`);
}

/** "8.6 Excellent · 1,204 reviews". */
export function formatReview(t: Translate, score: number, count: number): string {
  const reviews = t('hotels.format.reviews', { count, number: formatNumber(count) });
  const written = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
  return t('hotels.format.review', { score: written, word: reviewWord(t, score), reviews });
}

export const starsText = (t: Translate, stars: number) => t('hotels.format.stars', { count: stars });

export const amenityLabel = (t: Translate, code: HotelAmenity) => t(`hotels.amenities.${code}`);

export const boardLabel = (t: Translate, board: BoardType) => t(`hotels.boards.${board}`);

/** "Only 1 room left", "Only 3 rooms left". */
export const roomsLeftText = (t: Translate, rooms: number) => t('hotels.format.roomsLeft', { count: rooms });

/**
 * A property's local "HH:mm" as the reader writes times: "2 pm", "10:30 am" in English (the site's
 * style), through Intl elsewhere ("14:00", "오후 2:00", "14.00"). The input as given when it is not a time.
 */
export function formatClock(time: string, locale: Locale = displayLocale()): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  if (hours > 23 || Number(minutes) > 59) return time;
  if (locale === 'en') {
    const suffix = hours < 12 ? 'am' : 'pm';
    const hour12 = hours % 12 === 0 ? 12 : hours % 12;
    return minutes === '00' ? `${hour12} ${suffix}` : `${hour12}:${minutes} ${suffix}`;
  }
  return dateFormat({ hour: 'numeric', minute: '2-digit' }, locale).format(
    new Date(Date.UTC(2026, 0, 1, hours, Number(minutes))),
  );
}
