import type { PlaceSuggestion } from '../../../../shared/contracts/booking-utilities';

/** A row of the place suggestions: a city or a lone airport, or an airport listed under its city. */
export interface SuggestionRow {
  place: PlaceSuggestion;
  /** An airport shown under its city's row (indented, named by the airport alone). */
  underCity: boolean;
}

/**
 * Groups suggestions the way a traveller reads them: each city ("Melbourne, all airports"), then its
 * airports under it, each once. An airport whose city is also suggested is shown only under that city,
 * so "Melbourne (MEL)" never appears twice; airports of other cities stay rows of their own.
 */
export function groupSuggestions(suggestions: PlaceSuggestion[]): SuggestionRow[] {
  const citiesListed = new Set(suggestions.filter((item) => item.codeType === 'C').map((item) => item.code));
  const shownAirports = new Set<string>();
  const rows: SuggestionRow[] = [];
  for (const item of suggestions) {
    if (item.codeType === 'C') {
      rows.push({ place: item, underCity: false });
      // The city's airports in the order the service ranked them, those it did not suggest after.
      const rankOf = (code: string) => {
        const at = suggestions.findIndex((other) => other.codeType === 'A' && other.code === code);
        return at < 0 ? suggestions.length : at;
      };
      const airports = [...(item.airports ?? [])].sort((a, b) => rankOf(a.code) - rankOf(b.code));
      for (const airport of airports) {
        if (shownAirports.has(airport.code)) continue;
        shownAirports.add(airport.code);
        const known = suggestions.find((other) => other.codeType === 'A' && other.code === airport.code);
        rows.push({
          place: known ?? {
            code: airport.code,
            codeType: 'A',
            name: airport.name,
            cityCode: item.code,
            cityName: item.cityName,
            countryCode: item.countryCode,
            countryName: item.countryName,
          },
          underCity: true,
        });
      }
    } else if (!shownAirports.has(item.code) && !citiesListed.has(item.cityCode)) {
      shownAirports.add(item.code);
      rows.push({ place: item, underCity: false });
    }
  }
  return rows;
}
