/**
 * Names as airlines print them on a ticket: letters A-Z and single spaces only (the spec's rule for a
 * ticket name). What people type is converted the way airlines do it, so "O'Reilly-Test" is accepted
 * as "OReilly Test" (printed OREILLY TEST) instead of refused.
 */

// Letters that do not decompose into a base letter plus accents under NFD.
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/**
 * The ticket form of a typed name: accents stripped (é → e), apostrophes removed (O'Reilly → OReilly),
 * hyphens to spaces (Smith-Jones → Smith Jones), spaces collapsed. Case is kept (the profile greets
 * people by the name they typed); anything else (digits, other symbols) is left for the rule to refuse.
 */
export function toTicketLetters(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐðÐþÞı]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter)
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/[-‐‑–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the converted name meets the ticket rule (letters A-Z, a-z and single spaces). */
function isTicketName(name: string): boolean {
  return /^[A-Za-z]+(?: [A-Za-z]+)*$/.test(name);
}

/**
 * "OREILLY TEST": what the ticket will show for a typed name, or null when there is nothing to show
 * yet or the name still breaks the rule after conversion (the field's error says why).
 */
export function printedTicketName(typed: string): string | null {
  const letters = toTicketLetters(typed);
  return letters && isTicketName(letters) ? letters.toUpperCase() : null;
}

/**
 * The hint a name field shows while typing: the printed form when conversion changed the letters
 * (an apostrophe, hyphen or accent), so the traveller sees what the airline will print.
 */
export function ticketNameHint(typed: string): string | null {
  const printed = printedTicketName(typed);
  if (!printed) return null;
  return printed === typed.trim().replace(/\s+/g, ' ').toUpperCase() ? null : printed;
}
