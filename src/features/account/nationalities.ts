/**
 * The Nationality list (spec §3 "Lists"): ISO 3166-1 codes and English short names from OpenTravelData
 * (CC BY 4.0, see src/services/data/NOTICE.md) with English nationality adjectives, derived by
 * scripts/derive-nationalities.ts. The value a form stores is alpha_2_code, the code the API takes.
 */
import * as v from 'valibot';
import list from './nationalities.json';

export const NationalitySchema = v.object({
  num_code: v.pipe(v.string(), v.regex(/^\d{3}$/)),
  alpha_2_code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  alpha_3_code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  en_short_name: v.pipe(v.string(), v.minLength(1)),
  nationality: v.pipe(v.string(), v.minLength(1)),
});

export type Nationality = v.InferOutput<typeof NationalitySchema>;

/** Sorted by en_short_name. */
export const NATIONALITIES: readonly Nationality[] = list;

/** Options for a Nationality select: the 2-letter code as value, the nationality as label, by label. */
export function nationalityOptions(): { value: string; label: string }[] {
  return NATIONALITIES.map((entry) => ({ value: entry.alpha_2_code, label: entry.nationality })).sort(
    (a, b) => a.label.localeCompare(b.label, 'en'),
  );
}
