import type { TFunction } from 'i18next';
import type { Translate } from '../../shared/i18n/translate';

/** The pages' translator (i18next's), as the order components that render on the server only take it. */
export type PageT = TFunction;

/**
 * The page's i18next t as the light translator's type, for the sentence builders that islands and pages
 * share (surchargeLines, cancellationText, the price-line labels, the hotel formatters): they only call
 * t(key, values). A wrapper rather than a cast: TypeScript does not accept i18next's overloaded, typed
 * t as this plain function type.
 */
export function fromPageT(t: PageT): Translate {
  return (key, options) => t(key, options ?? {});
}
