/** Departure and arrival time bands of the results filters (spec §9), by local clock time. */
export const TIME_BANDS = [
  { id: 'early', label: 'Early', from: '04:00', to: '08:00' },
  { id: 'morning', label: 'Morning', from: '08:00', to: '12:00' },
  { id: 'afternoon', label: 'Afternoon', from: '12:00', to: '17:00' },
  { id: 'evening', label: 'Evening', from: '17:00', to: '21:00' },
  { id: 'night', label: 'Night', from: '21:00', to: '04:00' },
] as const;
export type TimeBand = (typeof TIME_BANDS)[number]['id'];

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The band of a local time "HH:MM" (or a local ISO date-time "YYYY-MM-DDTHH:MM..."); bands start inclusive. */
export function timeBandOf(localTime: string): TimeBand {
  const clock = localTime.length > 5 ? localTime.slice(11, 16) : localTime;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(clock)) throw new RangeError(`Not a local time: ${localTime}`);
  const value = minutes(clock);
  for (const band of TIME_BANDS) {
    const from = minutes(band.from);
    const to = minutes(band.to);
    const inside = from < to ? value >= from && value < to : value >= from || value < to;
    if (inside) return band.id;
  }
  throw new RangeError(`No band for ${localTime}`);
}
