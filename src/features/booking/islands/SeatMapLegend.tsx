import { useT } from '../../../islands/shared/island-shell';

/**
 * What the marks of the seat map mean. Hidden from screen readers: each seat's own name already says
 * all of it, and the exits and galleys are drawn for the eye only.
 */
export function SeatMapLegend() {
  const t = useT();
  const seats = [
    ['seat-free', '', 'booking.seats.legend.available'],
    ['seat-free seat-priced', '', 'booking.seats.legend.priced'],
    ['seat-mine', '✓', 'booking.seats.legend.mine'],
    ['seat-party', '•', 'booking.seats.legend.party'],
    ['seat-taken', '×', 'booking.seats.legend.taken'],
  ] as const;
  return (
    <ul className="seat-legend mt-3 flex flex-wrap gap-4 text-sm" aria-hidden="true">
      {seats.map(([kind, mark, key]) => (
        <li key={key} className="flex items-center gap-2">
          <span className={`seat-cell seat ${kind}`}>{mark}</span>
          {t(key)}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span className="seat-cell seat seat-free">
          <span className="seat-cue seat-cue-bassinet">◡</span>
        </span>
        {t('seatMap.legend.bassinet')}
      </li>
      <li className="flex items-center gap-2">
        <span className="seat-cell seat seat-free">
          <span className="seat-cue seat-cue-legroom">↕</span>
        </span>
        {t('seatMap.legend.extraLegroom')}
      </li>
      <li className="flex items-center gap-2">
        <span className="seat-side seat-exit">{t('seatMap.exit')}</span>
        {t('seatMap.legend.exit')}
      </li>
      <li className="flex items-center gap-2">
        <span className="seat-facility-swatch" />
        {t('seatMap.legend.facility')}
      </li>
    </ul>
  );
}
