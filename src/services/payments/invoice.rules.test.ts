import { describe, expect, it } from 'vitest';
import { invoicePayBy, isLuhnNumber, newCustomerReference } from './invoice.rules';

describe('invoice rules', () => {
  it('adds a Luhn check digit to customer references', () => {
    for (let run = 0; run < 100; run += 1) {
      const crn = newCustomerReference();
      expect(crn).toMatch(/^[1-9]\d{9}$/);
      expect(isLuhnNumber(crn)).toBe(true);
    }
    expect(isLuhnNumber('79927398714')).toBe(false);
  });

  it('holds invoices for the hold time but never past 24 hours before departure', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const far = new Date('2026-12-21T10:00:00Z');
    expect(invoicePayBy(now, far, 72)?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    const soon = new Date('2026-11-23T06:00:00Z');
    expect(invoicePayBy(now, soon, 72)?.toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(invoicePayBy(now, new Date('2026-11-21T20:00:00Z'), 72)).toBeNull();
  });
});
