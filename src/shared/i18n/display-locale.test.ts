import { describe, expect, it } from 'vitest';
import { displayLocale, intlTagOf } from './display-locale';
import {
  firstDayOfWeek,
  formatAud,
  formatHoursMinutes,
  formatList,
  formatMonthYear,
  weekdayNames,
} from './intl';
import { withDisplayLocale } from './request-locale.server';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('display locale', () => {
  it('is English outside any request', () => {
    expect(displayLocale()).toBe('en');
    expect(formatAud(2914.2)).toBe('$2,914.20');
  });

  it('keeps each concurrent request in its own language across awaits', async () => {
    const render = (locale: 'ja' | 'id' | 'en', wait: number) =>
      withDisplayLocale(locale, async () => {
        await pause(wait);
        const first = formatAud(2914.2);
        await pause(wait);
        return [displayLocale(), first, formatAud(9450, 0)];
      });
    const [ja, id, en] = await Promise.all([render('ja', 15), render('id', 5), render('en', 10)]);
    expect(ja).toEqual(['ja', 'A$2,914.20', 'A$9,450']);
    expect(id).toEqual(['id', 'AU$2.914,20', 'AU$9.450']);
    expect(en).toEqual(['en', '$2,914.20', '$9,450']);
  });

  it('maps languages to the tags Intl formats with (English is Australian English)', () => {
    expect(intlTagOf('en')).toBe('en-AU');
    expect(intlTagOf('zh-CN')).toBe('zh-CN');
  });
});

describe('intl formats per language', () => {
  it('writes durations, lists and months as each language does', () => {
    expect(formatHoursMinutes(800, 'en')).toBe('13h 20m');
    expect(formatHoursMinutes(800, 'ja')).toBe('13時間20分');
    expect(formatHoursMinutes(45, 'ko')).toBe('45분');
    expect(formatHoursMinutes(120, 'id')).toBe('2 j');
    expect(formatList(['QF', 'SQ', 'EK'], 'en')).toBe('QF, SQ and EK');
    expect(formatList(['QF', 'SQ', 'EK'], 'zh-CN')).toBe('QF、SQ和EK');
    expect(formatMonthYear('2026-11-24', 'ja')).toBe('2026年11月');
    expect(formatMonthYear('2026-11-24', 'en')).toBe('November 2026');
  });

  it('starts the week on Monday in Australia and China, Sunday in Indonesia, Japan and Korea', () => {
    expect([firstDayOfWeek('en'), firstDayOfWeek('zh-CN')]).toEqual([1, 1]);
    expect([firstDayOfWeek('id'), firstDayOfWeek('ja'), firstDayOfWeek('ko')]).toEqual([0, 0, 0]);
    expect(weekdayNames('short', 'en')[0]).toBe('Sun');
    expect(weekdayNames('narrow', 'ja')).toEqual(['日', '月', '火', '水', '木', '金', '土']);
  });
});
