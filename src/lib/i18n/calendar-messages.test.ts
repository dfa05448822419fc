import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '../../features/flights/search-schema';
import { flightMessages, flightSearchMessages } from '../../features/flights/island-messages';
import { LANGUAGES } from '../../shared/i18n/languages';
import { calendarMessages } from './calendar-messages.server';

describe('calendarMessages', () => {
  it("keeps the spec's English words for a missing date", () => {
    const english = calendarMessages('en') as { calendar: { selectDate: string } };
    expect(english.calendar.selectDate).toBe(SEARCH_MESSAGES.selectDate);
  });

  it.each(LANGUAGES.map(({ code }) => code))('gives every calendar text in %s', (locale) => {
    const { calendar } = calendarMessages(locale) as { calendar: Record<string, string> };
    expect(Object.keys(calendar).sort()).toEqual(
      ['addDate', 'cancel', 'close', 'done', 'nextMonth', 'previousMonth', 'selectDate'].sort(),
    );
    for (const text of Object.values(calendar)) expect(text.trim()).not.toBe('');
  });

  it('reaches the flight search form with its texts, and no other flight island', () => {
    expect(flightSearchMessages('ko')).toMatchObject({ calendar: { nextMonth: '다음 달' } });
    expect(flightMessages('ko', ['results', 'detail'])).not.toHaveProperty('calendar');
  });
});
