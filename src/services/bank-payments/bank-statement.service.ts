/**
 * Importing a bank statement (ADR 025): every credit line is matched to a held invoice order by its
 * reference and amount and settles it, each line in its own transaction (one bad line leaves the others
 * recorded). A line's key is the hash of its text, so importing the same file again records nothing new.
 */
import { createHash } from 'node:crypto';
import type { BankStatementAnswer, BankPaymentResult } from '../../shared/contracts/bank-payment';
import type { Platform } from '../platform/platform';
import { recordBankPayment } from './bank-payment.service';
import { readStatement } from './bank-statement.rules';

const lineKey = (raw: string) => `statement:${createHash('sha256').update(raw).digest('hex').slice(0, 40)}`;

export async function importStatement(
  platform: Platform,
  csv: string,
  agentId: string,
): Promise<BankStatementAnswer> {
  const { lines, unreadable } = readStatement(csv);
  const results: BankPaymentResult[] = unreadable.map((line) => ({
    line: line.line,
    outcome: 'unreadable',
    message: line.reason,
    orderId: null,
    bookingReference: null,
    method: null,
    reference: line.raw.slice(0, 80),
    amountCents: null,
  }));
  for (const line of lines) {
    const answer = await recordBankPayment(
      platform,
      { bookingReference: null, ...line },
      { key: lineKey(line.raw), source: 'statement', recordedBy: agentId, statementLine: line.raw },
    );
    results.push({ ...answer, line: line.line });
  }
  results.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const paid = results.filter((result) => result.outcome === 'paid').length;
  const settled = results.filter(
    (result) => result.outcome === 'paid' || result.outcome === 'replayed',
  ).length;
  return { results, paid, unmatched: results.length - settled };
}
