import type { TFunction } from 'i18next';
import type { Translate } from '../../shared/i18n/translate';

/** The pages' translator (i18next's), as the order components that render on the server only take it. */
export type PageT = TFunction;

/**
 * The page's i18next t as the light translator's type, for the sentence builders that islands and pages
 * share (surchargeLines, cancellationText, the price-line labels, the hotel formatters): they only call
 * t(key, values). A wrapper rather than a cast, because i18next's t is not assignable to it (its keys
 * and options are typed wider and its answer narrower).
 */
export function fromPageT(t: PageT): Translate {
  return (key, options) => t(key, options ?? {});
}
