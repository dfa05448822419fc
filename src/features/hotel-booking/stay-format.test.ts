import { describe, expect, it } from 'vitest';
import { withDisplayLocale } from '../../shared/i18n/request-locale.server';
import { formatClock, formatPropertyInstant } from './stay-format';

describe('formatClock', () => {
  it('reads a local time as people write it', () => {
    expect(formatClock('14:00')).toBe('2 pm');
    expect(formatClock('11:30')).toBe('11:30 am');
    expect(formatClock('00:00')).toBe('12 am');
    expect(formatClock('12:00')).toBe('12 pm');
    expect(formatClock('23:05')).toBe('11:05 pm');
  });

  it('leaves what is not a time alone', () => {
    expect(formatClock('2pm')).toBe('2pm');
    expect(formatClock('25:00')).toBe('25:00');
  });
});

describe('formatPropertyInstant', () => {
  it('shows the instant on the property clock', () => {
    // 03:00 UTC on 4 Dec is 2 pm in Melbourne (AEDT, UTC+11).
    expect(formatPropertyInstant('2026-12-04T03:00:00.000Z', 'Australia/Melbourne')).toBe(
      '2 pm, Fri 4 Dec 2026',
    );
    expect(formatPropertyInstant('2026-12-04T03:00:00.000Z', 'Asia/Tokyo')).toBe('12 pm, Fri 4 Dec 2026');
  });

  it('keeps a non-instant as given', () => {
    expect(formatPropertyInstant('soon', 'Australia/Melbourne')).toBe('soon');
  });
});

describe('formatPropertyInstant in other languages', () => {
  it('writes the deadline in the reader language, still on the property clock', () => {
    const text = withDisplayLocale('ja', () =>
      formatPropertyInstant('2026-12-04T03:00:00.000Z', 'Australia/Melbourne'),
    );
    expect(text).toBe('2026年12月4日(金) 14:00');
  });
});
