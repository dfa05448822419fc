/**
 * The agents' orders workspace (issue 24): finding orders, reading one with its timeline, notes,
 * resending its email, and cancelling on the customer's behalf with the traveller's own quote and rules
 * (order-cancel.ts). Shared by the Booking API (which validates) and the staff pages (which send).
 */
import * as v from 'valibot';
import { ORDER_STATUSES } from './order';

/** Most orders a search answers per page; pages are newest first. */
export const STAFF_ORDERS_PAGE_SIZE = 50;
export const STAFF_NOTE_MAX_CHARS = 2000;
export const STAFF_PAYMENT_FILTERS = ['card', 'invoice'] as const;

const OrderIdSchema = v.pipe(
  v.string('orderId is required'),
  v.regex(/^ord_[0-9a-f]{24}$/, 'orderId is not valid'),
);

const optionalText = (name: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be text`),
      v.trim(),
      v.maxLength(max, `${name} is at most ${max} characters`),
    ),
  );

const optionalDay = (name: string) =>
  v.optional(
    v.pipe(v.string(`${name} must be a date`), v.isoDate(`${name} must be a date such as 2026-11-27`)),
  );

export const StaffOrderSearchRequestSchema = v.object({
  /** Part of the 6-character booking reference (any case). */
  bookingReference: optionalText('bookingReference', 6),
  /** A passenger's or the lead guest's last name, from its start (any case). */
  surname: optionalText('surname', 60),
  /** The contact email, whole or in part (any case). */
  email: optionalText('email', 254),
  /** Created on or after this day, and on or before `createdTo`, Sydney time. */
  createdFrom: optionalDay('createdFrom'),
  createdTo: optionalDay('createdTo'),
  status: v.optional(v.picklist(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}`)),
  payment: v.optional(v.picklist(STAFF_PAYMENT_FILTERS, "payment must be 'card' or 'invoice'")),
  page: v.optional(
    v.pipe(
      v.number('page must be a number'),
      v.integer('page must be a whole number'),
      v.minValue(1, 'page starts at 1'),
      v.maxValue(10_000, 'page is at most 10000'),
    ),
    1,
  ),
});
export type StaffOrderSearchRequest = v.InferInput<typeof StaffOrderSearchRequestSchema>;

const StaffOrderRowSchema = v.object({
  orderId: v.string(),
  bookingReference: v.string(),
  kind: v.picklist(['flight', 'hotel']),
  status: v.picklist(ORDER_STATUSES),
  paymentMode: v.picklist(['MintPayment', 'Invoice']),
  /** The first passenger's or the lead guest's name. */
  traveller: v.string(),
  /** "SYD-MEL" for a flight, the property's name for a stay. */
  route: v.string(),
  /** The first departure (an instant) or the check-in day ("2026-12-15"). */
  travelDate: v.string(),
  contactEmail: v.string(),
  /** What the customer pays, card surcharge included. */
  totalCents: v.number(),
  createdAt: v.string(),
});
export type StaffOrderRow = v.InferOutput<typeof StaffOrderRowSchema>;

export const StaffOrderSearchAnswerSchema = v.object({
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  orders: v.array(StaffOrderRowSchema),
});
export type StaffOrderSearchAnswer = v.InferOutput<typeof StaffOrderSearchAnswerSchema>;

export const StaffOrderRequestSchema = v.object({ orderId: OrderIdSchema });

export const StaffOrderNoteRequestSchema = v.object({
  orderId: OrderIdSchema,
  text: v.pipe(
    v.string('text is required'),
    v.trim(),
    v.minLength(1, 'Write the note first'),
    v.maxLength(STAFF_NOTE_MAX_CHARS, `A note is at most ${STAFF_NOTE_MAX_CHARS} characters`),
  ),
});

/** The cancel an agent confirms: the refund they read in the quote, as a traveller confirms it. */
export const StaffCancelRequestSchema = v.object({
  orderId: OrderIdSchema,
  confirmedRefundCents: v.pipe(
    v.number('confirmedRefundCents must be a number of cents'),
    v.integer('confirmedRefundCents must be whole cents'),
    v.minValue(0, 'confirmedRefundCents cannot be negative'),
    v.maxValue(99_999_999, 'confirmedRefundCents is too large'),
  ),
});

/** What an entry of an order's timeline records; the workspace words each in the agent's language. */
const TIMELINE_EVENTS = [
  'created',
  'authorised',
  'captured',
  'bankPayment',
  'ticketed',
  'ticketsReissued',
  'released',
  'cancelled',
  'refund',
  'email',
  'note',
  'staff',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

const TimelineEntrySchema = v.object({
  at: v.string(),
  event: v.picklist(TIMELINE_EVENTS),
  /** What a person reads beside the event: an email's subject, a note, a staff action's summary. */
  detail: v.string(),
  amountCents: v.nullable(v.number()),
  /** Who, for notes and staff actions. */
  actor: v.nullable(v.string()),
});
export type TimelineEntry = v.InferOutput<typeof TimelineEntrySchema>;

const PaymentEntrySchema = v.object({
  method: v.picklist(['card', 'BPAY', 'EFT']),
  /** The card's scheme and last 4, or the bank reference. */
  detail: v.string(),
  amountCents: v.number(),
  status: v.string(),
  at: v.string(),
});

export const StaffOrderDetailSchema = v.object({
  order: v.object({
    ...StaffOrderRowSchema.entries,
    contactMobile: v.string(),
    payBy: v.nullable(v.string()),
    /** The BPAY customer reference and amount due of an invoice order. */
    invoice: v.nullable(v.object({ customerReference: v.string(), amountCents: v.number() })),
    /** The reservation-system profile of the account that booked it (null: a guest, or none linked). */
    reservationProfileId: v.nullable(v.string()),
  }),
  travellers: v.array(v.object({ name: v.string(), type: v.string(), ticketNumber: v.nullable(v.string()) })),
  lines: v.array(v.object({ label: v.string(), amountCents: v.number() })),
  payments: v.array(PaymentEntrySchema),
  cancellation: v.nullable(
    v.object({
      status: v.string(),
      refundCents: v.number(),
      keptCents: v.number(),
      creditNoteNumber: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
  emails: v.array(v.object({ subject: v.string(), status: v.string(), createdAt: v.string() })),
  notes: v.array(v.object({ text: v.string(), author: v.string(), createdAt: v.string() })),
  timeline: v.array(TimelineEntrySchema),
});
export type StaffOrderDetail = v.InferOutput<typeof StaffOrderDetailSchema>;

export const StaffResendAnswerSchema = v.object({
  orderId: v.string(),
  recipient: v.string(),
  subject: v.string(),
  replayed: v.boolean(),
});
export type StaffResendAnswer = v.InferOutput<typeof StaffResendAnswerSchema>;
