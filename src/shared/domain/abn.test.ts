import { describe, expect, it } from 'vitest';
import { abnDigits, formatAbn, isValidAbn } from './abn';

describe('ABN check', () => {
  it.each([
    ['51 824 753 556', true],
    ['51824753556', true],
    ['99 000 000 000', true],
    ['11 383 413 056', true],
    ['51 824 753 557', false],
    ['12 345 678 901', false],
    ['5182475355', false],
    ['518247535561', false],
    ['51-824-753-556', false],
    ['', false],
  ])('%s is valid: %s', (input, valid) => {
    expect(isValidAbn(input)).toBe(valid);
  });

  it('reads the digits and prints them as the register does', () => {
    expect(abnDigits(' 51 824 753 556 ')).toBe('51824753556');
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});
