/** Icon shapes of the results and detail screens only (see Icon.tsx). */
export const PLANE =
  'M12 2.5c.8 0 1.3.7 1.3 1.6v5.2l7.2 4.4v1.9l-7.2-2.2v4.7l2 1.5v1.6L12 20.3l-3.3.9v-1.6l2-1.5v-4.7l-7.2 2.2v-1.9l7.2-4.4V4.1c0-.9.5-1.6 1.3-1.6z';
export const HEART =
  'M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z';
export const PHONE =
  'M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.6 5.5a2 2 0 0 1 2-2z';
export const FILTER = 'M4 6h16M7 12h10M10 18h4';
export const ARROW_LEFT = 'M19 12H5M11 6l-6 6 6 6';
/** A flat bed (a seat that becomes one): the lie-flat mark of a result row. */
export const BED = 'M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01';
/** A seat beside an open aisle: the direct-aisle-access mark. */
export const AISLE = 'M5 5v9h6M8 14v5M15 3v18M19 3v18';
