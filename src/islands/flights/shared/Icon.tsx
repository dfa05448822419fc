/**
 * Line icons of the flight screens (24 px grid, current colour), hidden from assistive technology. Each
 * shape is its own export so an island ships only the icons it draws.
 */
export const PLANE =
  'M12 2.5c.8 0 1.3.7 1.3 1.6v5.2l7.2 4.4v1.9l-7.2-2.2v4.7l2 1.5v1.6L12 20.3l-3.3.9v-1.6l2-1.5v-4.7l-7.2 2.2v-1.9l7.2-4.4V4.1c0-.9.5-1.6 1.3-1.6z';
export const SWAP = 'M7 7h13M16 3l4 4-4 4M17 17H4M8 13l-4 4 4 4';
export const CALENDAR = 'M4 6.5h16v13H4zM4 10.5h16M8 3.5v5M16 3.5v5';
export const USER = 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5';
export const CHEVRON_DOWN = 'M6 9l6 6 6-6';
export const CHEVRON_LEFT = 'M15 6l-6 6 6 6';
export const CHEVRON_RIGHT = 'M9 6l6 6-6 6';
export const CLOSE = 'M6 6l12 12M18 6L6 18';
export const CHECK = 'M5 12.5l4.5 4.5L19 7.5';
export const MINUS = 'M6 12h12';
export const PLUS = 'M12 6v12M6 12h12';
export const SEARCH = 'M10.5 17a6.5 6.5 0 1 0 0-13a6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20';
export const HEART = 'M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z';
export const BAG = 'M6 8h12l-1 12H7zM9 8V6a3 3 0 0 1 6 0v2';
export const INFO = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v5M12 7.5v.5';
export const PHONE =
  'M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.6 5.5a2 2 0 0 1 2-2z';
export const FILTER = 'M4 6h16M7 12h10M10 18h4';
export const CLOCK = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 2';
export const ARROW_RIGHT = 'M5 12h14M13 6l6 6-6 6';
export const ARROW_LEFT = 'M19 12H5M11 6l-6 6 6 6';

export function Icon({ d, className = 'icon', solid = false }: { d: string; className?: string; solid?: boolean }) {
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
