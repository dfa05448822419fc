/** The Nationality list from OpenTravelData's optd_countries.csv: pure, no file access. */
import { NATIONALITIES } from './adjectives';

/**
 * Codes of the file left out, with the reason: territories without a permanent population (so no
 * nationality of their own), codes ISO 3166-1 has withdrawn, Kosovo, which has no ISO numeric code, and
 * Pitcairn, which the nationality field's rule (libphonenumber-js's country list) does not accept.
 */
const LEFT_OUT: Record<string, string> = {
  AQ: 'no permanent population',
  BV: 'no permanent population',
  GS: 'no permanent population',
  HM: 'no permanent population',
  IO: 'no permanent population',
  SJ: 'no nationality of its own (Norwegian)',
  TF: 'no permanent population',
  UM: 'no permanent population',
  AN: 'code withdrawn from ISO 3166-1 (2010)',
  CS: 'code withdrawn from ISO 3166-1 (2006)',
  XK: 'user-assigned code, no ISO 3166-1 numeric code',
  PN: 'not accepted by CountryCodeSchema (src/lib/validation); Pitcairn Islanders hold British Overseas Territories citizenship',
};

interface Nationality {
  num_code: string;
  alpha_2_code: string;
  alpha_3_code: string;
  en_short_name: string;
  nationality: string;
}

/**
 * One entry per country of the file, sorted by English short name. Throws when a code has neither a
 * nationality nor a reason to be left out, or when a nationality's code is not in the file.
 */
export function deriveNationalities(csv: string): Nationality[] {
  const lines = csv.split('\n').filter((line) => line.trim() !== '');
  const header = lines[0]!.split('^');
  const at = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`column ${name} missing`);
    return index;
  };
  const [alpha2, alpha3, numeric, name] = ['iso_2char_code', 'iso_3char_code', 'iso_num_code', 'name'].map(
    at,
  );
  const list: Nationality[] = [];
  const seen = new Set<string>();
  for (const line of lines.slice(1)) {
    const row = line.split('^');
    const code = row[alpha2!]!.trim();
    seen.add(code);
    if (code in LEFT_OUT) continue;
    const nationality = NATIONALITIES[code];
    if (!nationality) throw new Error(`no nationality for ${code}: add it to NATIONALITIES or LEFT_OUT`);
    list.push({
      num_code: row[numeric!]!.trim().padStart(3, '0'),
      alpha_2_code: code,
      alpha_3_code: row[alpha3!]!.trim(),
      en_short_name: row[name!]!.trim(),
      nationality,
    });
  }
  const unused = Object.keys(NATIONALITIES).filter((code) => !seen.has(code));
  if (unused.length > 0) throw new Error(`codes not in the file: ${unused.join(', ')}`);
  return list.sort((a, b) => a.en_short_name.localeCompare(b.en_short_name, 'en'));
}
