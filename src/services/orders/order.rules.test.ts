import { describe, expect, it } from 'vitest';
import { PNR_ALPHABET, newBookingReference, newTicketNumber } from './order.rules';

describe('order rules', () => {
  it('makes 6-character references from the unambiguous alphabet', () => {
    for (let run = 0; run < 200; run += 1) expect(newBookingReference()).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(PNR_ALPHABET).not.toMatch(/[01ILO]/);
    expect(newBookingReference(() => 0)).toBe('AAAAAA');
  });

  it('makes 13-digit ticket numbers', () => {
    expect(newTicketNumber()).toMatch(/^\d{13}$/);
    expect(newTicketNumber(() => 7)).toBe('9997777777777');
  });
});
