/** A plain seat (window, free, available) and its price in dollars, shared by the seat wording tests. */
import type { Seat, SeatPrice } from '../../shared/contracts/seat-map';
import { formatMoney } from '../../shared/domain/money';

export const seatFixture = (overrides: Partial<Seat>): Seat => ({
  designator: '12A',
  column: 'A',
  position: 'window',
  available: true,
  occupied: false,
  directAisleAccess: false,
  characteristics: ['W'],
  price: null,
  ...overrides,
});

/** The price as the seat texts write it, so expectations follow the money formatter. */
export const seatDollars = (price: SeatPrice): string => formatMoney(price.amountCents / 100);
