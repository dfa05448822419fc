import type { Ancillaries, OfferJourney, PriceLine, PriceLineSubject } from '../../shared/contracts/offer';
import { MEAL_PREFERENCES } from '../../shared/domain/meal-preferences';
import { routeLabel } from '../offers/offer.rules';

/**
 * The subject of an order's stored price lines (PriceLineSubject), so the order screens can word them in
 * the reader's language. order_items keeps a line's English label and amount only; a subject is given
 * back only where the label is exactly what offer.rules wrote for that journey, bag, meal or seat, so a
 * line added later (a change, an extra) or worded otherwise keeps its label and no subject.
 */
export function withLineSubjects(
  lines: PriceLine[],
  journeys: OfferJourney[],
  ancillaries: Ancillaries,
): PriceLine[] {
  // A hotel order stores no flight extras: its ancillaries may be an empty object.
  const { bags = [] } = ancillaries;
  const byLabel = new Map<string, PriceLineSubject>();
  for (const journey of journeys) {
    const route = routeLabel(journey);
    const { journeyIndex } = journey;
    byLabel.set(`fare|${route}, ${journey.brand.name} fare`, { journeyIndex, brand: journey.brand.name });
    byLabel.set(`taxes|${route}, taxes and charges`, { journeyIndex });
  }
  for (const bag of bags) {
    const journey = journeys.find((item) => item.journeyIndex === bag.journeyIndex);
    const extraKg = Number(bag.bandId.replace(/^bag-(\d+)kg$/, '$1'));
    if (journey) {
      const label = `bag|Extra baggage ${extraKg} kg, ${routeLabel(journey)}`;
      byLabel.set(label, { journeyIndex: journey.journeyIndex, extraKg });
    }
  }
  // Meal lines are labelled with the catalogue's English name of the meal's code.
  const mealByName = new Map<string, string>(MEAL_PREFERENCES.map((meal) => [meal.name, meal.code]));
  return lines.map((line) => {
    if (line.subject) return line;
    if (line.kind === 'meal') {
      const mealCode = mealByName.get(line.label);
      return mealCode ? { ...line, subject: { mealCode } } : line;
    }
    if (line.kind === 'seat') {
      const seat = /^Seat (\d{1,2}[A-K]) on ([A-Z0-9]{2}\d{1,4})$/.exec(line.label);
      return seat ? { ...line, subject: { seat: seat[1]!, flight: seat[2]! } } : line;
    }
    const subject = byLabel.get(`${line.kind}|${line.label}`);
    return subject ? { ...line, subject } : line;
  });
}
