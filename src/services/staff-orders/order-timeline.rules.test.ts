import { describe, expect, it } from 'vitest';
import { buildTimeline, type TimelineSources } from './order-timeline.rules';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 0, minute));

const none: TimelineSources = {
  order: {
    createdAt: at(0),
    ticketedAt: null,
    releasedAt: null,
    cancelledAt: null,
    status: 'Held',
    totalCents: 10_000,
  },
  card: null,
  bank: null,
  refunds: [],
  emails: [],
  notes: [],
  staffActions: [],
};

describe('an order timeline', () => {
  const cases: [string, Partial<TimelineSources>, [string, string][]][] = [
    ['a new order only', {}, [['created', 'Held']]],
    [
      'a card order ticketed with its email at the same instant (the email reads after the ticketing)',
      {
        order: { ...none.order, status: 'Authorised', ticketedAt: at(1) },
        card: {
          createdAt: at(0),
          updatedAt: at(1),
          status: 'Captured',
          amountCents: 10_150,
          label: 'visa •••• 4242',
        },
        emails: [{ createdAt: at(1), subject: 'Booking ABC234 is confirmed' }],
      },
      [
        ['email', 'Booking ABC234 is confirmed'],
        ['ticketed', ''],
        ['captured', 'visa •••• 4242'],
        ['authorised', 'visa •••• 4242'],
        ['created', 'Authorised'],
      ],
    ],
    [
      'a bank payment, a note, a staff action and a refund, newest first',
      {
        bank: { createdAt: at(2), method: 'BPAY', reference: '1234567', amountCents: 10_000 },
        notes: [{ createdAt: at(3), body: 'Called', authorEmail: 'agent@ctg.example' }],
        staffActions: [
          { createdAt: at(4).toISOString(), summary: 'Cancelled', actorEmail: 'agent@ctg.example' },
        ],
        order: { ...none.order, cancelledAt: at(4) },
        refunds: [{ createdAt: at(5), amountCents: 9_000, reason: null }],
      },
      [
        ['refund', ''],
        ['staff', 'Cancelled'],
        ['cancelled', ''],
        ['note', 'Called'],
        ['bankPayment', 'BPAY 1234567'],
        ['created', 'Held'],
      ],
    ],
  ];
  it.each(cases)('%s', (_name, sources, expected) => {
    const timeline = buildTimeline({ ...none, ...sources });
    expect(timeline.map((entry) => [entry.event, entry.detail])).toEqual(expected);
  });
});
