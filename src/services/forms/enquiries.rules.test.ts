import { describe, expect, it } from 'vitest';
import { csvCell, csvRows, quoteOriginal, submitterEmail } from './enquiries.rules';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+61 2 9999', "'+61 2 9999"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['', ''],
    ['a-b = c', 'a-b = c'],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      csvRows([
        ['a', 'b'],
        ['c,d', '=e'],
      ]),
    ).toBe('a,b\r\n"c,d",\'=e\r\n');
  });
});

describe('enquiry rules', () => {
  it("finds the submitter by the form's Email field", () => {
    const fields = [{ name: 'reply', label: 'Your email', type: 'Email' as const }];
    expect(submitterEmail(fields, { reply: 'a@example.com' })).toBe('a@example.com');
    expect(submitterEmail([], { email: 'b@example.com' })).toBe('b@example.com');
    expect(submitterEmail([], { email: 'not an address' })).toBeNull();
  });

  it('quotes every line of the original under the reply', () => {
    const text = quoteOriginal('Thanks!', {
      receivedOn: '27 November 2026',
      fields: [{ label: 'Message', value: 'line one\nline two' }],
    });
    expect(text).toBe('Thanks!\n\nOn 27 November 2026 you wrote:\n> Message: line one\n> line two');
  });
});

describe('Sydney stamps', () => {
  it('writes the local time of the office', async () => {
    const { sydneyStamp } = await import('./enquiries.rules');
    expect(sydneyStamp(new Date('2026-11-27T03:05:00Z'))).toBe('2026-11-27 14:05');
  });
});
