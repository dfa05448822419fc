import type { TFunction } from 'i18next';
import type { Translate } from '../../shared/i18n/translate';

/** The pages' translator (i18next's), as the order components that render on the server only take it. */
export type PageT = TFunction;

/**
 * An island's t (the light translator) for the sentence builders of src/lib that the pages share and
 * that are typed with the pages' i18next t (surchargeLines, cancellationText, the price-line labels):
 * they only call t(key, values), which the light translator answers as i18next does.
 */
export function asPageT(t: Translate): PageT {
  return t as unknown as PageT;
}
