/**
 * One order as an agent reads it (issue 24): who travels, what was bought, how it was paid (card
 * through the gateway, or a bank payment), its cancellation and refunds, the emails sent for it, the
 * staff notes, and the timeline merged from all of these and the audit log.
 */
import { formatMobile } from '../../shared/validation/mobile-field';
import type { DbOrTx } from '../db/database';
import { paidExtrasOf } from '../orders/order-cancel-extras';
import { changePaymentsOf } from '../orders/order-change-payments-view';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import type { InvoiceDetails } from '../../shared/contracts/order';
import { ORDER_CANCEL_MESSAGES } from '../../shared/contracts/order-cancel';
import type { StaffOrderDetail } from '../../shared/contracts/staff-orders';
import { listStaffActions } from '../audit/staff-audit';
import { bankPayments, gatewayRefunds, orderStaffNotes, outboxEmails } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import { findCancellation } from '../orders/cancellation.repo';
import { loadOrderRecord, type OrderRecord } from '../orders/order.repo';
import type { Platform } from '../platform/platform';
import { buildTimeline } from './order-timeline.rules';
import { toStaffOrderRow } from './order-search.service';

/** Most emails, notes and staff actions read per order: far more than any real booking gathers. */
const PER_SOURCE = 200;

/** The order or 404 (agents may read every order, so 404 means only that it does not exist). */
export async function loadStaffOrder(platform: Platform, orderId: string): Promise<OrderRecord> {
  const record = await loadOrderRecord(platform.database.db, orderId);
  if (!record) throw new RequestRejected(404, ORDER_CANCEL_MESSAGES.notFound);
  return record;
}

/**
 * The emails of an order. The outbox does not name orders: an order's emails are those to its contact
 * address whose text names its booking reference (every booking, payment, reminder and cancellation
 * email does, in every language).
 */
function emailsOf(platform: Platform, record: OrderRecord) {
  const { contactEmail, bookingReference } = record.order;
  return platform.database.db
    .select({ createdAt: outboxEmails.createdAt, subject: outboxEmails.subject, status: outboxEmails.status })
    .from(outboxEmails)
    .where(
      and(
        sql`lower(${outboxEmails.recipient}) = ${contactEmail.toLowerCase()}`,
        sql`strpos(${outboxEmails.text}, ${bookingReference}) > 0`,
      ),
    )
    .orderBy(desc(outboxEmails.createdAt))
    .limit(PER_SOURCE);
}

function travellersOf(record: OrderRecord): StaffOrderDetail['travellers'] {
  const stay = record.order.kind === 'hotel' ? (record.order.stay as HotelStay | null) : null;
  if (stay) {
    const { firstName, lastName } = stay.leadGuest;
    return [{ name: `${firstName} ${lastName}`, type: 'Guest', ticketNumber: null }];
  }
  return record.passengers.map((p) => ({
    name: `${p.title} ${p.firstName} ${p.lastName}`,
    type: p.passengerType,
    ticketNumber: p.ticketNumber,
  }));
}

/**
 * The card payments made after booking, each on its own card authorisation: date changes (ADR 026)
 * and extras (ADR 027), so an agent sees every charge the traveller paid, as the trip page does.
 */
async function paymentsAfterBooking(db: DbOrTx, orderId: string): Promise<StaffOrderDetail['payments']> {
  const card = (what: string, scheme: string | null, last4: string | null) =>
    `${what} · ${scheme ?? ''} •••• ${last4 ?? ''}`;
  const changes = (await changePaymentsOf(db, orderId)).map((change) => ({
    method: 'card' as const,
    detail: card('Date change', change.scheme, change.last4),
    amountCents: change.chargedCents,
    status: change.status,
    at: change.at,
  }));
  const extras = (await paidExtrasOf(db, orderId))
    .filter((purchase) => purchase.authorisationId !== null)
    .map((purchase) => ({
      method: 'card' as const,
      detail: card('Extras', purchase.scheme, purchase.last4),
      amountCents: purchase.itemsCents + purchase.surchargeCents,
      status: purchase.status,
      at: (purchase.paidAt ?? purchase.createdAt).toISOString(),
    }));
  return [...changes, ...extras].sort((a, b) => a.at.localeCompare(b.at));
}

export async function loadStaffOrderDetail(platform: Platform, orderId: string): Promise<StaffOrderDetail> {
  const record = await loadStaffOrder(platform, orderId);
  const { db } = platform.database;
  const { order, payment: card } = record;
  const [bank] = await db.select().from(bankPayments).where(eq(bankPayments.orderId, order.id));
  const refunds = card?.authorisationId
    ? await db
        .select()
        .from(gatewayRefunds)
        .where(eq(gatewayRefunds.authorisationId, card.authorisationId))
        .orderBy(asc(gatewayRefunds.createdAt))
    : [];
  const cancellation = await findCancellation(db, order.id);
  const emails = await emailsOf(platform, record);
  const notes = await db
    .select()
    .from(orderStaffNotes)
    .where(eq(orderStaffNotes.orderId, order.id))
    .orderBy(desc(orderStaffNotes.createdAt))
    .limit(PER_SOURCE);
  const staffActions = await listStaffActions(platform, {
    targetType: 'order',
    targetId: order.id,
    limit: PER_SOURCE,
  });
  const lead = travellersOf(record)[0]?.name ?? '';
  const cardLabel = card ? `${card.scheme ?? ''} •••• ${card.last4 ?? ''}`.trim() : '';
  const invoice = order.invoice as InvoiceDetails | null;
  const payments: StaffOrderDetail['payments'] = [];
  if (card)
    payments.push({
      method: 'card',
      detail: cardLabel,
      amountCents: card.amountCents,
      status: card.status,
      at: card.createdAt.toISOString(),
    });
  if (bank)
    payments.push({
      method: bank.method,
      detail: bank.reference,
      amountCents: bank.amountCents,
      status: 'Received',
      at: bank.createdAt.toISOString(),
    });
  payments.push(...(await paymentsAfterBooking(db, order.id)));
  return {
    order: {
      ...toStaffOrderRow(order, lead),
      contactMobile: formatMobile(order.contactMobileCountry, order.contactMobileNumber),
      payBy: order.payBy?.toISOString() ?? null,
      invoice: invoice
        ? { customerReference: invoice.customerReference, amountCents: invoice.amountCents }
        : null,
      reservationProfileId: order.reservationProfileId,
    },
    travellers: travellersOf(record),
    lines: record.items.map((item) => ({ label: item.label, amountCents: item.amountCents })),
    payments,
    cancellation: cancellation
      ? {
          status: cancellation.status,
          refundCents: cancellation.refundCents,
          keptCents: cancellation.keptCents,
          creditNoteNumber: cancellation.creditNoteNumber,
          createdAt: cancellation.createdAt.toISOString(),
        }
      : null,
    emails: emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() })),
    notes: notes.map((note) => ({
      text: note.body,
      author: note.authorEmail,
      createdAt: note.createdAt.toISOString(),
    })),
    timeline: buildTimeline({
      order,
      card: card ? { ...card, label: cardLabel } : null,
      bank: bank ?? null,
      refunds,
      emails,
      notes,
      staffActions,
      reissues: record.reissues,
    }),
  };
}
