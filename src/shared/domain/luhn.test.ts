import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, passesLuhn } from './luhn';

describe('Luhn', () => {
  it('gives the check digit of a payload', () => {
    // 7992739871 is the textbook Luhn example: its check digit is 3.
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('424242424242424')).toBe('2');
    expect(luhnCheckDigit('')).toBe('0');
  });

  it.each([
    ['79927398713', true],
    ['79927398714', false],
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['0000000000000', true],
    ['4242 4242 4242 4242', false],
    ['', false],
  ])('%s passes: %s', (digits, passes) => {
    expect(passesLuhn(digits)).toBe(passes);
  });
});
