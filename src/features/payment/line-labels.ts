/**
 * Price lines worded in the reader's language (issue 25 defect 7), for the site's pages: the wording
 * itself is shared with the emails (src/shared/price-lines/price-line-words.ts); this passes the page's
 * i18next translator to it.
 */
import type { TFunction } from 'i18next';
import {
  englishCityNames,
  journeyRouteIn as routeIn,
  priceLineLabel as labelOf,
  type CityNamer,
  type JourneyLike,
  type WordableLine,
} from '../../shared/price-lines/price-line-words';
import { fromPageT } from '../../lib/i18n/page-t';

export { englishCityNames, type CityNamer };

/** "シドニー → ロンドン": where a journey starts and ends, in the reader's words. */
export function journeyRouteIn(journey: JourneyLike, t: TFunction, cityName: CityNamer): string | null {
  return routeIn(journey, fromPageT(t), cityName);
}

/** The line's label in the reader's language, or the API's English label when it cannot be worded. */
export function priceLineLabel(
  line: WordableLine,
  journeys: readonly JourneyLike[],
  t: TFunction,
  cityName: CityNamer,
): string {
  return labelOf(line, journeys, fromPageT(t), cityName);
}
