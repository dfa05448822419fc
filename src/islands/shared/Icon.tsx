/**
 * Line icons of the flight screens (24 px grid, current colour), hidden from assistive technology. Each
 * shape is its own export so an island ships only the icons it draws; the results' and detail's own
 * shapes are in result-icons.ts, out of the home page's script.
 */
export const SWAP = 'M7 7h13M16 3l4 4-4 4M17 17H4M8 13l-4 4 4 4';
export const CALENDAR = 'M4 6.5h16v13H4zM4 10.5h16M8 3.5v5M16 3.5v5';
export const USER = 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5';
export const CHEVRON_DOWN = 'M6 9l6 6 6-6';
export const CHEVRON_LEFT = 'M15 6l-6 6 6 6';
export const CHEVRON_RIGHT = 'M9 6l6 6-6 6';
export const CLOSE = 'M6 6l12 12M18 6L6 18';
export const MINUS = 'M6 12h12';
export const PLUS = 'M12 6v12M6 12h12';
export const SEARCH = 'M10.5 17a6.5 6.5 0 1 0 0-13a6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20';

export function Icon({
  d,
  className = 'icon',
  solid = false,
}: {
  d: string;
  className?: string;
  solid?: boolean;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill={solid ? 'currentColor' : 'none'}
      stroke={solid ? 'none' : 'currentColor'}
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
