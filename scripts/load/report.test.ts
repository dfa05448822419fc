import { describe, expect, it } from 'vitest';
import type { Aggregate } from './artillery-run';
import type { DbFigures } from './db-figures';
import { missedBar, throughputOf } from './report';
import { CookieJar, isLostStatus } from './browser';

const aggregate = (counters: Record<string, number>, seconds = 10): Aggregate => ({
  counters,
  summaries: {},
  firstCounterAt: 1_000_000,
  lastCounterAt: 1_000_000 + seconds * 1000,
});

const sound: DbFigures = {
  ordersByKindStatus: {},
  paymentsByStatus: {},
  gatewayByStatus: {},
  capturedCents: 0,
  seatsSold: 3,
  busiestFlight: null,
  ticketsOverCapacity: 0,
  cabinCountMismatches: 0,
  doubleSoldSeats: 0,
  seatInventoryMismatches: 0,
  roomNightsSold: 2,
  roomsOversold: 0,
  paidOrdersWithoutPayment: 0,
  moneyWithoutOrder: 0,
  moneyAwaitingReconciler: 0,
  emailsByStatus: {},
  ordersWithoutEmail: 0,
};

describe('the load bar', () => {
  it('is met by a run with no 5xx and sound records', () => {
    expect(missedBar([aggregate({ 'status.200': 90, 'status.409': 2 })], sound)).toEqual([]);
  });

  it('is missed by a 5xx in any phase and by every kind of inconsistent record', () => {
    const missed = missedBar(
      [aggregate({ 'status.200': 9 }), aggregate({ 'status.502': 1, 'status.504': 1 })],
      {
        ...sound,
        doubleSoldSeats: 1,
        roomsOversold: 1,
        moneyWithoutOrder: 1,
        ordersWithoutEmail: 1,
        paidOrdersWithoutPayment: 1,
        seatInventoryMismatches: 1,
        ticketsOverCapacity: 101,
        cabinCountMismatches: 1,
      },
    );
    expect(missed).toEqual([
      '2 responses were 5xx',
      '1 seats are sold twice',
      '1 seats differ between the orders and the seat inventory',
      "101 tickets are over their cabin's capacity",
      "1 cabins' counts differ from their claims or orders",
      '1 room-nights are oversold',
      '1 authorisations hold money without an order',
      '1 paid orders have no captured payment',
      '1 orders have no confirmation email',
    ]);
  });

  it('counts requests by status and bookings of both kinds per second', () => {
    const figures = throughputOf(
      aggregate(
        {
          'status.200': 80,
          'status.201': 20,
          'journey.flight.booked': 4,
          'journey.hotel.booked': 1,
          'journey.flight.booked.card': 4,
        },
        20,
      ),
    );
    expect(figures).toMatchObject({
      requests: 100,
      bookings: 5,
      requestsPerSecond: 5,
      bookingsPerSecond: 0.25,
    });
  });
});

describe('the load browser', () => {
  it('keeps cookies the site sets and drops the ones it clears', () => {
    const jar = new CookieJar();
    jar.store(['ctg_public=abc; Path=/; HttpOnly', 'ctg_fb_profile_exp=1; Path=/']);
    jar.store(['ctg_fb_profile_exp=; Max-Age=0; Path=/']);
    expect(jar.header()).toBe('ctg_public=abc');
  });

  it('resends only lost answers, as the payment islands do', () => {
    expect([0, 502, 503, 504].every(isLostStatus)).toBe(true);
    expect([200, 201, 400, 409, 500].some(isLostStatus)).toBe(false);
  });
});
