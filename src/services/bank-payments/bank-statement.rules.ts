/**
 * Reading a bank statement file (ADR 025): CSV with a header row naming its columns, as Australian
 * banks export them: Date, Type (BPAY or EFT), Reference (the BPAY customer reference), Amount, and an
 * optional Description (where an EFT's booking reference usually is). Column order does not matter;
 * dates are ISO or Australian day/month/year; amounts may carry "$" and thousands separators.
 */
import type { BankMethod } from '../../shared/contracts/bank-payment';
import { amountToCents } from '../../shared/domain/bank-amount';
import { isLuhnNumber } from '../payments/invoice.rules';

export interface StatementLine {
  line: number;
  method: BankMethod;
  reference: string;
  /** The line's description or narrative (an EFT's booking reference is often only there). */
  description: string;
  amountCents: number;
  receivedOn: string;
  /** The line as the bank wrote it, trimmed: its identity for replays. */
  raw: string;
}

export interface UnreadableLine {
  line: number;
  raw: string;
  reason: string;
}

const COLUMNS = {
  date: ['date', 'transaction date', 'received'],
  type: ['type', 'method', 'payment type'],
  reference: ['reference', 'crn', 'customer reference'],
  amount: ['amount', 'credit'],
  description: ['description', 'narrative', 'details'],
} as const;

/** Splits one CSV line: commas, double-quoted fields with "" for a quote. */
export function splitCsvLine(text: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

/** "2026-11-27" or "27/11/2026" → "2026-11-27"; null when it is not a real date. */
export function statementDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  const [year, month, day] = iso
    ? [iso[1]!, iso[2]!, iso[3]!]
    : au
      ? [au[3]!, au[2]!.padStart(2, '0'), au[1]!.padStart(2, '0')]
      : [];
  if (!year) return null;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

/**
 * The words of an EFT's reference and description that could be a booking reference ("CTG QX7K2P" →
 * ["QX7K2P"]): six letters or digits standing alone. A reference can be all letters, so ordinary words
 * ("CREDIT") are candidates too; the order lookup and the amount decide.
 */
export function eftReferenceCandidates(...texts: string[]): string[] {
  const words = texts.flatMap((text) => text.toUpperCase().split(/[^A-Z0-9]+/));
  return [...new Set(words.filter((word) => /^[A-Z0-9]{6}$/.test(word)))];
}

/** A BPAY customer reference as the order holds it: digits only, its Luhn check digit right. */
export function bpayReference(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  return isLuhnNumber(digits) ? digits : null;
}

function columnIndex(header: string[], names: readonly string[]): number {
  return header.findIndex((name) => names.includes(name.toLowerCase()));
}

/** The statement's payment lines and the lines it could not read, each with its line number. */
export function readStatement(csv: string): { lines: StatementLine[]; unreadable: UnreadableLine[] } {
  const rows = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(rows[0] ?? '');
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, names]) => [key, columnIndex(header, names)]),
  ) as Record<keyof typeof COLUMNS, number>;
  const lines: StatementLine[] = [];
  const unreadable: UnreadableLine[] = [];
  if (at.date < 0 || at.type < 0 || at.amount < 0 || (at.reference < 0 && at.description < 0)) {
    unreadable.push({
      line: 0,
      raw: rows[0] ?? '',
      reason: 'The first line must name the columns: Date, Type, Reference, Amount (and Description).',
    });
    return { lines, unreadable };
  }
  rows.slice(1).forEach((text, index) => {
    const raw = text.trim();
    if (!raw) return;
    const fields = splitCsvLine(raw);
    const field = (column: number) => (column >= 0 ? (fields[column] ?? '') : '');
    const line = index + 1;
    const type = field(at.type).toUpperCase();
    const amountCents = amountToCents(field(at.amount));
    const receivedOn = statementDate(field(at.date));
    if (type !== 'BPAY' && type !== 'EFT') {
      unreadable.push({ line, raw, reason: 'Type must be BPAY or EFT.' });
    } else if (amountCents === null) {
      unreadable.push({ line, raw, reason: 'Amount must be a credit such as 2914.20.' });
    } else if (receivedOn === null) {
      unreadable.push({ line, raw, reason: 'Date must be a date such as 2026-11-27 or 27/11/2026.' });
    } else {
      const description = field(at.description);
      const reference = field(at.reference) || description;
      lines.push({ line, method: type, reference, description, amountCents, receivedOn, raw });
    }
  });
  return { lines, unreadable };
}
