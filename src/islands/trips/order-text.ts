import type { TFunction } from 'i18next';

/** The translator the order components take: the page's t() (they render on the server only). */
export type OrderT = TFunction;

export const PASSENGER_TYPE_NAMES = { Adult: 'Adult', Children: 'Child', Infants: 'Infant' } as const;
