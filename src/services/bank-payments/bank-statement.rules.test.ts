import { describe, expect, it } from 'vitest';
import { amountToCents } from '../../shared/domain/bank-amount';
import {
  bpayReference,
  eftReferenceCandidates,
  readStatement,
  splitCsvLine,
  statementDate,
} from './bank-statement.rules';

describe('reading a bank statement', () => {
  it.each([
    ['2914.20', 291_420],
    ['$2,914.20', 291_420],
    ['2914.2', 291_420],
    ['15', 1_500],
    ['0.00', null],
    ['-50.00', null],
    ['2914.205', null],
    ['12,34.00', null],
    ['', null],
  ])('amount %s is %s cents', (text, cents) => {
    expect(amountToCents(text)).toBe(cents);
  });

  it.each([
    ['2026-11-27', '2026-11-27'],
    ['27/11/2026', '2026-11-27'],
    ['1/2/2027', '2027-02-01'],
    ['31/02/2027', null],
    ['2026-13-01', null],
    ['yesterday', null],
  ])('date %s is %s', (text, date) => {
    expect(statementDate(text)).toBe(date);
  });

  it('checks a BPAY reference with its Luhn digit and ignores the spaces a bank prints', () => {
    expect(bpayReference('1234567897')).toBe('1234567897');
    expect(bpayReference('1234 5678 97')).toBe('1234567897');
    expect(bpayReference('1234567891')).toBeNull();
    expect(bpayReference('QX7K2P')).toBeNull();
  });

  it('finds the six-character words of an EFT that could be its booking reference', () => {
    expect(eftReferenceCandidates('CTG QX7K2P', 'Payment from J SMITH')).toEqual(['QX7K2P']);
    expect(eftReferenceCandidates('', 'INV RHQJYK TRAVEL')).toEqual(['RHQJYK', 'TRAVEL']);
    expect(eftReferenceCandidates('payment')).toEqual([]);
  });

  it('splits quoted fields with commas and quotes in them', () => {
    expect(splitCsvLine('2026-11-27,EFT,,"1,200.00","CTG ""QX7K2P"", thanks"')).toEqual([
      '2026-11-27',
      'EFT',
      '',
      '1,200.00',
      'CTG "QX7K2P", thanks',
    ]);
  });

  it('reads lines by the header, whatever the column order, and says which it could not read', () => {
    const csv = [
      '\uFEFFAmount,Type,Date,Reference,Description',
      '2914.20,BPAY,27/11/2026,1234567897,',
      '"1,050.00",EFT,2026-11-28,,CTG QX7K2P',
      '',
      '10.00,CHEQUE,2026-11-28,123,',
      'ten,BPAY,2026-11-28,1234567897,',
      '10.00,BPAY,someday,1234567897,',
    ].join('\r\n');
    const { lines, unreadable } = readStatement(csv);
    expect(lines).toEqual([
      expect.objectContaining({
        line: 1,
        method: 'BPAY',
        reference: '1234567897',
        amountCents: 291_420,
        receivedOn: '2026-11-27',
      }),
      expect.objectContaining({
        line: 2,
        method: 'EFT',
        reference: 'CTG QX7K2P',
        description: 'CTG QX7K2P',
        amountCents: 105_000,
      }),
    ]);
    expect(unreadable.map((line) => [line.line, line.reason])).toEqual([
      [4, 'Type must be BPAY or EFT.'],
      [5, 'Amount must be a credit such as 2914.20.'],
      [6, 'Date must be a date such as 2026-11-27 or 27/11/2026.'],
    ]);
  });

  it('refuses a file without a header naming its columns', () => {
    const { lines, unreadable } = readStatement('2026-11-27,BPAY,1234567897,2914.20');
    expect(lines).toEqual([]);
    expect(unreadable[0]).toMatchObject({
      line: 0,
      reason: expect.stringMatching(/^The first line must name/),
    });
  });
});
