import { HOTEL_AMENITIES, type HotelAmenity } from '../contracts/hotel';
import { formatMoney } from '../domain/money';

/** What a person reads about a property, formatted once for every hotel screen. */

/** Whole AUD cents as "$1,234.50". */
export const formatCents = (cents: number) => formatMoney(cents / 100);

/** "1.2 km from the centre"; "350 m from the centre" under one kilometre. */
export function formatDistance(km: number, from = 'the centre'): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m from ${from}`;
  return `${km.toLocaleString('en-AU', { maximumFractionDigits: 1 })} km from ${from}`;
}

/** The word travellers expect beside a 0-10 score. */
export function reviewWord(score: number): string {
  if (score >= 9) return 'Exceptional';
  if (score >= 8.5) return 'Excellent';
  if (score >= 8) return 'Very good';
  if (score >= 7) return 'Good';
  return 'Pleasant';
}

/** "8.6 Excellent · 1,204 reviews". */
export function formatReview(score: number, count: number): string {
  const reviews = `${count.toLocaleString('en-AU')} ${count === 1 ? 'review' : 'reviews'}`;
  return `${score.toFixed(1)} ${reviewWord(score)} · ${reviews}`;
}

export const starsText = (stars: number) => `${stars}-star`;

export const amenityLabel = (code: HotelAmenity) => HOTEL_AMENITIES[code];

/** "Only 1 room left", "Only 3 rooms left". */
export const roomsLeftText = (rooms: number) => `Only ${rooms} ${rooms === 1 ? 'room' : 'rooms'} left`;

/** "14:00" as "2 pm", "10:30" as "10:30 am" (property local times). */
export function formatClock(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2];
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === '00' ? `${hour12} ${suffix}` : `${hour12}:${minutes} ${suffix}`;
}
