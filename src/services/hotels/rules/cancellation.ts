import type { CancellationStep } from '../../../shared/contracts/hotel-rooms';
import { formatMoney } from '../../../shared/domain/money';
import { addDays } from '../../../shared/domain/calendar-days';
import { localToUtc } from '../../../shared/domain/zone-clock';
import { minutesOfClock } from './calendar';
import { formatPropertyTime } from './local-time';

/**
 * The cancellation timeline of a rate. Refundable (FLEX): free until N days before check-in at the
 * property's local check-in time, then the first night is charged until check-in, then the full price.
 * Non-refundable (NRF): the full price from booking. Penalties are whole cents; labels are in the
 * property's zone.
 */
export interface TimelineInput {
  refundable: boolean;
  checkInDate: string;
  checkInTime: string;
  timeZone: string;
  freeCancellationDays: number;
  firstNightCents: number;
  totalCents: number;
}

export function freeCancellationDeadline(input: TimelineInput): number {
  return localToUtc(
    addDays(input.checkInDate, -input.freeCancellationDays),
    minutesOfClock(input.checkInTime),
    input.timeZone,
  );
}

const cents = (amount: number) => formatMoney(amount / 100);

export function cancellationTimeline(input: TimelineInput): CancellationStep[] {
  if (!input.refundable)
    return [
      {
        until: null,
        penaltyCents: input.totalCents,
        label: `Non-refundable: ${cents(input.totalCents)} is charged if you cancel or change`,
      },
    ];
  const free = freeCancellationDeadline(input);
  const checkIn = localToUtc(input.checkInDate, minutesOfClock(input.checkInTime), input.timeZone);
  const freeLabel = formatPropertyTime(free, input.timeZone);
  const checkInLabel = formatPropertyTime(checkIn, input.timeZone);
  return [
    { until: new Date(free).toISOString(), penaltyCents: 0, label: `Free cancellation until ${freeLabel}` },
    {
      until: new Date(checkIn).toISOString(),
      penaltyCents: input.firstNightCents,
      label: `From ${freeLabel} until check-in: the first night (${cents(input.firstNightCents)}) is charged`,
    },
    {
      until: null,
      penaltyCents: input.totalCents,
      label: `From check-in at ${checkInLabel}, or if you do not arrive: the full price (${cents(input.totalCents)}) is charged`,
    },
  ];
}
