import { describe, expect, it } from 'vitest';
import { formatCents, formatClock, formatDistance, formatReview, roomsLeftText } from './format';

describe('hotel figures as people read them', () => {
  it('formats money from cents with separators', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(29_142_0)).toBe('$2,914.20');
  });

  it('formats distances', () => {
    expect(formatDistance(1.234)).toBe('1.2 km from the centre');
    expect(formatDistance(0.347)).toBe('350 m from the centre');
    expect(formatDistance(12, 'the airport')).toBe('12 km from the airport');
  });

  it('formats reviews and rooms left with plurals', () => {
    expect(formatReview(8.6, 1204)).toBe('8.6 Excellent · 1,204 reviews');
    expect(formatReview(7, 1)).toBe('7.0 Good · 1 review');
    expect(roomsLeftText(1)).toBe('Only 1 room left');
    expect(roomsLeftText(3)).toBe('Only 3 rooms left');
  });

  it('formats property clock times', () => {
    expect(formatClock('14:00')).toBe('2 pm');
    expect(formatClock('10:30')).toBe('10:30 am');
    expect(formatClock('00:00')).toBe('12 am');
    expect(formatClock('12:00')).toBe('12 pm');
  });
});
