import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from '../../shared/i18n/translate';
import { RESOURCES } from '../../lib/i18n/i18n';
import { withDisplayLocale } from '../../shared/i18n/request-locale.server';
import { formatClock, formatDistance, formatReview, roomsLeftText } from './format';
import { formatCents } from '../../shared/domain/money';

const en = createTranslator(RESOURCES.en as Messages, 'en');

describe('hotel figures as people read them', () => {
  it('formats money from cents with separators', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(29_142_0)).toBe('$2,914.20');
  });

  it('formats distances', () => {
    expect(formatDistance(en, 1.234)).toBe('1.2 km from the centre');
    expect(formatDistance(en, 0.347)).toBe('350 m from the centre');
    expect(formatDistance(en, 12, 'the airport')).toBe('12 km from the airport');
  });

  it('formats reviews and rooms left with plurals', () => {
    expect(formatReview(en, 8.6, 1204)).toBe('8.6 Excellent · 1,204 reviews');
    expect(formatReview(en, 7, 1)).toBe('7.0 Good · 1 review');
    expect(roomsLeftText(en, 1)).toBe('Only 1 room left');
    expect(roomsLeftText(en, 3)).toBe('Only 3 rooms left');
  });

  it('formats property clock times', () => {
    expect(formatClock('14:00')).toBe('2 pm');
    expect(formatClock('10:30')).toBe('10:30 am');
    expect(formatClock('00:00')).toBe('12 am');
    expect(formatClock('12:00')).toBe('12 pm');
  });
});

describe('hotel figures in other languages', () => {
  const words = (locale: 'id' | 'ja' | 'ko' | 'zh-CN') =>
    createTranslator(RESOURCES[locale] as Messages, locale);

  it('writes distances, reviews and rooms left in the reader language and number style', () => {
    withDisplayLocale('ja', () => {
      expect(formatDistance(words('ja'), 1.234)).toBe('中心部から1.2 km');
      expect(formatReview(words('ja'), 8.6, 1204)).toBe('8.6 とても素晴らしい · クチコミ1,204件');
      expect(roomsLeftText(words('ja'), 1)).toBe('残り1室');
    });
    withDisplayLocale('id', () => {
      // Indonesian writes a decimal comma and a thousands dot.
      expect(formatDistance(words('id'), 1.25)).toBe('1,3 km dari pusat kota');
      expect(formatReview(words('id'), 8.6, 1204)).toBe('8,6 Istimewa · 1.204 ulasan');
    });
  });

  it('keeps the English clock style in English and the locale one elsewhere', () => {
    withDisplayLocale('en', () => expect(formatClock('14:00')).toBe('2 pm'));
    expect(formatClock('14:00', 'ja')).toBe('14:00');
    expect(formatClock('09:30', 'id')).toBe('9.30');
    expect(formatClock('14:00', 'ko')).toMatch(/^오후 2:00$/);
    expect(formatClock('2pm', 'ja')).toBe('2pm');
  });
});
