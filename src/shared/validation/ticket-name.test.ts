import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { personName } from './fields';
import { printedTicketName, ticketNameHint, toTicketLetters } from './ticket-name';

describe('ticket names (issue 12 "Names at sign-up")', () => {
  it.each([
    ["O'Reilly-Test", 'OReilly Test'],
    ['O’Brien', 'OBrien'],
    ['Smith-Jones', 'Smith Jones'],
    ['Zoë  Brontë', 'Zoe Bronte'],
    ['José', 'Jose'],
    ['Søren Łukasz', 'Soren Lukasz'],
    ['Straße', 'Strasse'],
    ['  Mary - Ann ', 'Mary Ann'],
  ])('converts %j to the letters %j', (typed, letters) => {
    expect(toTicketLetters(typed)).toBe(letters);
  });

  it('prints the converted name in capitals, as airlines do', () => {
    expect(printedTicketName("O'Reilly-Test")).toBe('OREILLY TEST');
    expect(printedTicketName('Renée')).toBe('RENEE');
    expect(printedTicketName('J0hn')).toBeNull();
    expect(printedTicketName('')).toBeNull();
  });

  it('hints only when the conversion changed what was typed', () => {
    expect(ticketNameHint("O'Reilly-Test")).toBe('OREILLY TEST');
    expect(ticketNameHint('Amelia')).toBeNull();
    expect(ticketNameHint('')).toBeNull();
  });

  it('the name rule accepts the converted name and keeps refusing digits with the spec text', () => {
    const schema = personName('Last name');
    expect(v.parse(schema, "O'Reilly-Test")).toBe('OReilly Test');
    expect(v.parse(schema, 'Élodie')).toBe('Elodie');
    const refused = v.safeParse(schema, 'J0hn');
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('Last name must contain only letters (A-Z, a-z) and spaces');
  });
});
