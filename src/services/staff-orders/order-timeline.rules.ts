/**
 * An order's timeline for agents (issue 24): one list, newest first, merged from what each source
 * recorded. The state changes are derived from the order's own stamps (created, ticketed, released,
 * cancelled); the rest come as they are from payments, refunds, the outbox, notes and the audit log.
 */
import type { TimelineEntry, TimelineEvent } from '../../shared/contracts/staff-orders';

export interface TimelineSources {
  order: {
    createdAt: Date;
    ticketedAt: Date | null;
    releasedAt: Date | null;
    cancelledAt: Date | null;
    status: string;
    totalCents: number;
  };
  card: { createdAt: Date; updatedAt: Date; status: string; amountCents: number; label: string } | null;
  bank: { createdAt: Date; method: string; reference: string; amountCents: number } | null;
  refunds: { createdAt: Date; amountCents: number; reason: string | null }[];
  emails: { createdAt: Date; subject: string }[];
  notes: { createdAt: Date; body: string; authorEmail: string }[];
  staffActions: { createdAt: string; summary: string; actorEmail: string }[];
  /** Tickets re-issued by date changes (ADR 026), one row per change and passenger. */
  reissues?: { changeId: string; reissuedAt: Date; oldTicketNumber: string; newTicketNumber: string }[];
}

const entry = (
  at: Date,
  event: TimelineEvent,
  detail = '',
  amountCents: number | null = null,
  actor: string | null = null,
): TimelineEntry & { time: number } => ({
  time: at.getTime(),
  at: at.toISOString(),
  event,
  detail,
  amountCents,
  actor,
});

// Of two entries at one instant, the one that happens later in an order's life reads first (newest
// first): a confirmation email queued in the ticketing transaction comes after the ticketing.
const RANK: Record<TimelineEvent, number> = {
  created: 0,
  authorised: 1,
  captured: 2,
  bankPayment: 3,
  ticketed: 4,
  released: 5,
  cancelled: 6,
  refund: 7,
  ticketsReissued: 8,
  staff: 9,
  note: 10,
  email: 11,
};

export function buildTimeline(sources: TimelineSources): TimelineEntry[] {
  const { order, card, bank } = sources;
  const entries = [entry(order.createdAt, 'created', order.status, order.totalCents)];
  if (card) {
    entries.push(entry(card.createdAt, 'authorised', card.label, card.amountCents));
    if (card.status === 'Captured')
      entries.push(entry(card.updatedAt, 'captured', card.label, card.amountCents));
  }
  if (bank)
    entries.push(entry(bank.createdAt, 'bankPayment', `${bank.method} ${bank.reference}`, bank.amountCents));
  if (order.ticketedAt) entries.push(entry(order.ticketedAt, 'ticketed'));
  if (order.releasedAt) entries.push(entry(order.releasedAt, 'released'));
  if (order.cancelledAt) entries.push(entry(order.cancelledAt, 'cancelled'));
  for (const refund of sources.refunds)
    entries.push(entry(refund.createdAt, 'refund', refund.reason ?? '', refund.amountCents));
  // One entry per change: every passenger's old number and the new one that replaced it.
  const byChange = Map.groupBy(sources.reissues ?? [], (row) => row.changeId);
  for (const rows of byChange.values()) {
    const detail = rows.map((row) => `${row.oldTicketNumber} → ${row.newTicketNumber}`).join(', ');
    entries.push(entry(rows[0]!.reissuedAt, 'ticketsReissued', detail));
  }
  for (const email of sources.emails) entries.push(entry(email.createdAt, 'email', email.subject));
  for (const note of sources.notes)
    entries.push(entry(note.createdAt, 'note', note.body, null, note.authorEmail));
  for (const action of sources.staffActions)
    entries.push(entry(new Date(action.createdAt), 'staff', action.summary, null, action.actorEmail));
  return entries
    .sort((a, b) => b.time - a.time || RANK[b.event] - RANK[a.event])
    .map(({ time: _time, ...rest }) => rest);
}
