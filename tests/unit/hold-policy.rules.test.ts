import { describe, expect, it } from 'vitest';
import { knownMessagePairs } from '../../src/lib/i18n/known-messages.server';
import { translateKnownMessage } from '../../src/shared/i18n/known-messages';
import { LOCALES } from '../../src/shared/i18n/languages';
import { DEFAULT_HOLD_POLICY, readHoldPolicyConfig } from '../../src/services/platform/hold-policy-config';
import { leadTimeRefusal } from '../../src/services/payments/invoice.rules';
import {
  flightUnit,
  holdRefusal,
  HOLD_MESSAGES,
  roomUnit,
  shareOf,
  unitKey,
  type BuyerHolds,
  type HoldUnit,
} from '../../src/services/orders/hold-policy.rules';

const NOW = new Date('2026-11-21T00:00:00Z');
const GUEST = { email: 'alex@example.com', account: null, address: '203.0.113.9' };
const MEMBER = { ...GUEST, account: 'b3f1c0de-0000-4000-8000-000000000001' };
const BUSINESS = flightUnit('QF1-2026-12-15-SYD', 'Business');
const ROOM = roomUnit('p1', 'r1');

const none = (): BuyerHolds => ({
  heldByEmail: 0,
  heldByAccount: 0,
  heldByAddress: 0,
  held: new Map(),
  releasedAt: new Map(),
});
const seats = (quantity: number, capacity = 12): HoldUnit[] => [
  { unit: BUSINESS, day: '', quantity, capacity, label: 'QF1' },
];
const rooms = (capacity: number): HoldUnit[] => [
  { unit: ROOM, day: '2026-12-14', quantity: 1, capacity, label: '' },
  { unit: ROOM, day: '2026-12-15', quantity: 1, capacity, label: '' },
];

describe('the default policy', () => {
  it('is what ADR 021 gives', () => {
    expect(DEFAULT_HOLD_POLICY).toEqual({
      maxPerEmail: 2,
      maxPerAccount: 3,
      maxPerAddress: 3,
      cabinSharePercent: 25,
      minSeatsPerFlight: 2,
      roomSharePercent: 25,
      minRoomsPerNight: 1,
      cooldownHours: 24,
      minLeadDays: 7,
    });
  });

  it('reads settings and refuses nonsense', () => {
    expect(readHoldPolicyConfig({ INVOICE_MAX_PER_EMAIL: '5' }).maxPerEmail).toBe(5);
    expect(() => readHoldPolicyConfig({ INVOICE_CABIN_SHARE_PERCENT: '120' })).toThrow(/0 to 100/);
    expect(() => readHoldPolicyConfig({ INVOICE_MIN_LEAD_DAYS: 'soon' })).toThrow(/whole number/);
  });
});

describe('shareOf', () => {
  it.each([
    [12, 25, 2, 3],
    [5, 25, 2, 2],
    [30, 25, 2, 7],
    [8, 25, 1, 2],
    [3, 25, 1, 1],
    [0, 25, 1, 1],
  ])('capacity %i at %i %% with floor %i: %i', (capacity, percent, floor, expected) => {
    expect(shareOf(capacity, percent, floor)).toBe(expected);
  });
});

describe('holdRefusal', () => {
  const with_ = (changes: Partial<BuyerHolds>): BuyerHolds => ({ ...none(), ...changes });
  const cases: [string, Parameters<typeof holdRefusal>, string | null][] = [
    ['a first hold of 2 seats', [DEFAULT_HOLD_POLICY, 'flight', GUEST, none(), seats(2), NOW], null],
    [
      'a third unpaid order of one email',
      [DEFAULT_HOLD_POLICY, 'flight', GUEST, with_({ heldByEmail: 2 }), seats(1), NOW],
      HOLD_MESSAGES.tooMany(2),
    ],
    [
      'a third order of an account under other emails',
      [DEFAULT_HOLD_POLICY, 'flight', MEMBER, with_({ heldByAccount: 2 }), seats(1), NOW],
      null,
    ],
    [
      'a fourth order of an account',
      [DEFAULT_HOLD_POLICY, 'flight', MEMBER, with_({ heldByAccount: 3 }), seats(1), NOW],
      HOLD_MESSAGES.tooMany(3),
    ],
    [
      'a fourth order from one address',
      [DEFAULT_HOLD_POLICY, 'flight', GUEST, with_({ heldByAddress: 3 }), seats(1), NOW],
      HOLD_MESSAGES.tooMany(3),
    ],
    [
      'an exempt address is not counted',
      [
        DEFAULT_HOLD_POLICY,
        'flight',
        { ...GUEST, address: null },
        with_({ heldByAddress: 9 }),
        seats(1),
        NOW,
      ],
      null,
    ],
    [
      'invoice switched off per email',
      [{ ...DEFAULT_HOLD_POLICY, maxPerEmail: 0 }, 'flight', GUEST, none(), seats(1), NOW],
      HOLD_MESSAGES.invoiceOff,
    ],
    [
      '4 of 12 business seats at once',
      [DEFAULT_HOLD_POLICY, 'flight', GUEST, none(), seats(4), NOW],
      HOLD_MESSAGES.flightShare(3, 'QF1'),
    ],
    [
      '2 more business seats after 2 held',
      [
        DEFAULT_HOLD_POLICY,
        'flight',
        GUEST,
        with_({ held: new Map([[unitKey(BUSINESS, ''), 2]]) }),
        seats(2),
        NOW,
      ],
      HOLD_MESSAGES.flightShare(3, 'QF1'),
    ],
    [
      'a small cabin still allows the floor of 2',
      [DEFAULT_HOLD_POLICY, 'flight', GUEST, none(), seats(2, 5), NOW],
      null,
    ],
    [
      'released unpaid 23 hours ago',
      [
        DEFAULT_HOLD_POLICY,
        'flight',
        GUEST,
        with_({ releasedAt: new Map([[BUSINESS, new Date('2026-11-20T01:00:00Z')]]) }),
        seats(1),
        NOW,
      ],
      HOLD_MESSAGES.flightCooldown('2026-11-21 01:00 UTC'),
    ],
    [
      'released unpaid 25 hours ago',
      [
        DEFAULT_HOLD_POLICY,
        'flight',
        GUEST,
        with_({ releasedAt: new Map([[BUSINESS, new Date('2026-11-19T23:00:00Z')]]) }),
        seats(1),
        NOW,
      ],
      null,
    ],
    ['one room of 8', [DEFAULT_HOLD_POLICY, 'hotel', GUEST, none(), rooms(8), NOW], null],
    [
      'a third room of 8 on a night',
      [
        DEFAULT_HOLD_POLICY,
        'hotel',
        GUEST,
        with_({ held: new Map([[unitKey(ROOM, '2026-12-15'), 2]]) }),
        rooms(8),
        NOW,
      ],
      HOLD_MESSAGES.roomShare(2),
    ],
    [
      'a second room of 3',
      [
        DEFAULT_HOLD_POLICY,
        'hotel',
        GUEST,
        with_({ held: new Map([[unitKey(ROOM, '2026-12-14'), 1]]) }),
        rooms(3),
        NOW,
      ],
      HOLD_MESSAGES.roomShare(1),
    ],
    [
      'a room released unpaid an hour ago',
      [
        DEFAULT_HOLD_POLICY,
        'hotel',
        GUEST,
        with_({ releasedAt: new Map([[ROOM, new Date('2026-11-20T23:00:00Z')]]) }),
        rooms(8),
        NOW,
      ],
      HOLD_MESSAGES.hotelCooldown('2026-11-21 23:00 UTC'),
    ],
  ];

  it.each(cases)('%s', (_, args, expected) => {
    expect(holdRefusal(...args)?.message ?? null).toBe(expected);
  });
});

describe('leadTimeRefusal', () => {
  const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000);
  it.each([
    ['flight', 7, null],
    ['flight', 6.9, HOLD_MESSAGES.flightLead(7)],
    ['hotel', 30, null],
    ['hotel', 2, HOLD_MESSAGES.hotelLead(7)],
  ] as const)('%s in %d days', (kind, days, expected) => {
    expect(leadTimeRefusal(kind, at(days), NOW, 7)).toBe(expected);
  });
});

describe('the refusals travellers read', () => {
  const texts = [
    HOLD_MESSAGES.tooMany(2),
    HOLD_MESSAGES.flightShare(3, 'QF1'),
    HOLD_MESSAGES.roomShare(1),
    HOLD_MESSAGES.flightCooldown('2026-11-22 10:00 UTC'),
    HOLD_MESSAGES.hotelCooldown('2026-11-22 10:00 UTC'),
    HOLD_MESSAGES.flightLead(7),
    HOLD_MESSAGES.hotelLead(7),
  ];
  it.each(LOCALES.filter((locale) => locale !== 'en'))('are known messages in %s', (locale) => {
    const pairs = knownMessagePairs(locale, ['bookingMessages']);
    for (const text of texts) expect(translateKnownMessage(pairs, text), text).not.toBe(text);
    expect(translateKnownMessage(pairs, HOLD_MESSAGES.flightShare(3, 'QF1'))).toContain('QF1');
  });
});
