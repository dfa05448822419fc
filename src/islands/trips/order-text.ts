import type { TFunction } from 'i18next';

/** The translator the order components take: the page's t() (they render on the server only). */
export type OrderT = TFunction;
