/**
 * What a rate includes and its cancellation steps, as the room card lists them. The Hotel API writes
 * them in English (RoomRate.includes, CancellationStep.label): English readers see those words as they
 * are; other languages get the same facts rebuilt from the rate's structure (board, deadline,
 * penalties), with times on the property's clock written the reader's way.
 */
import type { CancellationStep, RoomRate } from '../../shared/contracts/hotel-rooms';
import type { Translate } from '../../shared/i18n/translate';
import { displayLocale } from '../../shared/i18n/display-locale';
import { dateFormat } from '../../shared/i18n/intl';
import type { Locale } from '../../shared/i18n/languages';
import { boardLabel } from './format';
import { formatCents } from '../../shared/domain/money';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';

/** "13/12(日) 15:00": an instant on the property's clock, in the reader's language. */
function propertyTime(instant: string, timeZone: string, locale: Locale = displayLocale()): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  };
  try {
    return dateFormat({ ...options, timeZone }, locale).format(new Date(instant));
  } catch {
    // An unknown zone: the site's own zone is still better than the raw instant.
    return dateFormat({ ...options, timeZone: SITE_TIME_ZONE }, locale).format(new Date(instant));
  }
}

export function rateIncludes(
  t: Translate,
  rate: RoomRate,
  guests: number,
  timeZone: string,
  locale: Locale = displayLocale(),
): string[] {
  if (locale === 'en') return rate.includes;
  return [
    rate.board === 'Breakfast' ? t('hotels.detail.breakfastFor', { guests }) : boardLabel(t, rate.board),
    rate.freeCancellationUntil
      ? t('hotels.detail.freeUntil', { deadline: propertyTime(rate.freeCancellationUntil, timeZone, locale) })
      : t('hotels.detail.nonRefundable'),
    t('hotels.detail.payNow'),
  ];
}

function stepText(t: Translate, steps: CancellationStep[], index: number, timeZone: string, locale: Locale) {
  const step = steps[index]!;
  const before = steps[index - 1]?.until;
  const time = (instant: string) => propertyTime(instant, timeZone, locale);
  const amount = formatCents(step.penaltyCents);
  if (step.penaltyCents === 0 && step.until)
    return t('hotels.detail.freeUntil', { deadline: time(step.until) });
  if (!before) return t('hotels.detail.stepNonRefundable', { amount });
  if (step.until) return t('hotels.detail.stepFirstNight', { from: time(before), amount });
  return t('hotels.detail.stepFull', { checkIn: time(before), amount });
}

export function cancellationLines(
  t: Translate,
  rate: RoomRate,
  timeZone: string,
  locale: Locale = displayLocale(),
): string[] {
  if (locale === 'en') return rate.cancellation.map((step) => step.label);
  return rate.cancellation.map((_, index) => stepText(t, rate.cancellation, index, timeZone, locale));
}
