/**
 * The printed figures of a load run and issue 14's bar: 0 5xx, 0 double-sold seats or rooms, 0 money
 * without an order, 0 order without its email (and, because they are the same defects seen from the
 * other side, 0 paid order without its payment and 0 seat the inventory and the orders disagree on).
 * Pure: run.ts gathers the Artillery aggregates and the database figures and prints what this answers.
 */
import type { Aggregate } from './artillery-run';
import type { DbFigures } from './db-figures';

const STEPS = [
  'home',
  'search',
  'results',
  'detail',
  'offer',
  'passengers',
  'seat',
  'pay',
  'confirmation',
  'hotel_search',
  'hotel_book',
  'content',
] as const;

/** Requests and completed bookings per second over the time Artillery saw counters move. */
export interface Throughput {
  seconds: number;
  requests: number;
  bookings: number;
  requestsPerSecond: number;
  bookingsPerSecond: number;
}

const sumBy = (counters: Record<string, number>, test: (name: string) => boolean) =>
  Object.entries(counters).reduce((sum, [name, value]) => (test(name) ? sum + value : sum), 0);

export function throughputOf(aggregate: Aggregate): Throughput {
  const seconds = Math.max(1, (aggregate.lastCounterAt - aggregate.firstCounterAt) / 1000);
  const requests = sumBy(aggregate.counters, (name) => name.startsWith('status.'));
  const bookings = sumBy(aggregate.counters, (name) => /^journey\.(flight|hotel)\.booked$/.test(name));
  return {
    seconds,
    requests,
    bookings,
    requestsPerSecond: requests / seconds,
    bookingsPerSecond: bookings / seconds,
  };
}

export function stepTable(aggregate: Aggregate): string[] {
  const lines = ['step            count      p50      p95      p99      max  (ms)'];
  for (const name of STEPS) {
    const summary = aggregate.summaries[`step.${name}`];
    if (!summary) continue;
    const cell = (value: number) => value.toFixed(0).padStart(9);
    lines.push(
      `${name.padEnd(14)}${String(summary.count).padStart(7)}${cell(summary.p50)}${cell(summary.p95)}${cell(summary.p99)}${cell(summary.max)}`,
    );
  }
  return lines;
}

/** Counters whose name starts with `prefix`, as "rest=value" pairs, sorted. */
export function countersLine(counters: Record<string, number>, prefix: string): string {
  const pairs = Object.entries(counters)
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => `${name.slice(prefix.length)}=${value}`)
    .sort();
  return pairs.length ? pairs.join('  ') : '(none)';
}

export function throughputLine(label: string, throughput: Throughput): string {
  return (
    `${label}: ${throughput.requestsPerSecond.toFixed(1)} requests/s, ` +
    `${throughput.bookingsPerSecond.toFixed(3)} bookings/s ` +
    `(${throughput.requests} requests, ${throughput.bookings} bookings in ${throughput.seconds.toFixed(0)} s)`
  );
}

export function dbLines(figures: DbFigures): string[] {
  const pairs = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([key, value]) => `${key}: ${value}`)
      .join(', ') || '(none)';
  return [
    `orders (kind status mode): ${pairs(figures.ordersByKindStatus)}`,
    `booking payments: ${pairs(figures.paymentsByStatus)}`,
    `gateway authorisations: ${pairs(figures.gatewayByStatus)}; captured ${(figures.capturedCents / 100).toLocaleString('en-AU', { style: 'currency', currency: 'AUD' })}`,
    `seats sold: ${figures.seatsSold}; double-sold seats: ${figures.doubleSoldSeats}; seat inventory vs orders mismatches: ${figures.seatInventoryMismatches}`,
    `most tickets on one flight: ${figures.busiestFlight ? `${figures.busiestFlight.tickets} (${figures.busiestFlight.flightKey})` : 'none'}`,
    `tickets over capacity: ${figures.ticketsOverCapacity}; cabin counts vs claims and orders mismatches: ${figures.cabinCountMismatches}`,
    `room-nights sold: ${figures.roomNightsSold}; rooms oversold: ${figures.roomsOversold}`,
    `paid orders without their payment: ${figures.paidOrdersWithoutPayment}`,
    `money without an order: ${figures.moneyWithoutOrder} (of which still within the order window: ${figures.moneyAwaitingReconciler})`,
    `emails: ${pairs(figures.emailsByStatus)}; orders without their email: ${figures.ordersWithoutEmail}`,
  ];
}

/** What missed the bar, in words; empty when the run met it. */
export function missedBar(aggregates: Aggregate[], figures: DbFigures): string[] {
  const missed: string[] = [];
  const serverErrors = aggregates.reduce(
    (sum, aggregate) => sum + sumBy(aggregate.counters, (name) => /^status\.5\d\d$/.test(name)),
    0,
  );
  if (serverErrors > 0) missed.push(`${serverErrors} responses were 5xx`);
  if (figures.doubleSoldSeats > 0) missed.push(`${figures.doubleSoldSeats} seats are sold twice`);
  if (figures.seatInventoryMismatches > 0)
    missed.push(`${figures.seatInventoryMismatches} seats differ between the orders and the seat inventory`);
  if (figures.ticketsOverCapacity > 0)
    missed.push(`${figures.ticketsOverCapacity} tickets are over their cabin's capacity`);
  if (figures.cabinCountMismatches > 0)
    missed.push(`${figures.cabinCountMismatches} cabins' counts differ from their claims or orders`);
  if (figures.roomsOversold > 0) missed.push(`${figures.roomsOversold} room-nights are oversold`);
  if (figures.moneyWithoutOrder > 0)
    missed.push(`${figures.moneyWithoutOrder} authorisations hold money without an order`);
  if (figures.paidOrdersWithoutPayment > 0)
    missed.push(`${figures.paidOrdersWithoutPayment} paid orders have no captured payment`);
  if (figures.ordersWithoutEmail > 0)
    missed.push(`${figures.ordersWithoutEmail} orders have no confirmation email`);
  return missed;
}
