/**
 * Derives the Nationality list (spec §3 "Lists") from OpenTravelData's optd_countries.csv (CC BY 4.0)
 * joined with the English nationality adjectives below, into src/lib/account/nationalities.json.
 * Run once, commit the output; the site never reads ../shared at run time.
 *
 *   npx tsx scripts/derive-nationalities.ts [--source ../shared/data/opentraveldata] [--out src/lib/account]
 *
 * Adjectives follow the CIA World Factbook's "nationality" entries, with the common English form where
 * the Factbook gives none. Two countries sharing an adjective get the country in brackets, so no two
 * options of the select read alike.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const SOURCE = resolve(option('--source', '../shared/data/opentraveldata'));
const OUT = resolve(option('--out', 'src/lib/account'));

/** English nationality of each ISO 3166-1 alpha-2 code kept. */
export const NATIONALITIES: Record<string, string> = {
  AD: 'Andorran',
  AE: 'Emirati',
  AF: 'Afghan',
  AG: 'Antiguan and Barbudan',
  AI: 'Anguillan',
  AL: 'Albanian',
  AM: 'Armenian',
  AO: 'Angolan',
  AR: 'Argentine',
  AS: 'American Samoan',
  AT: 'Austrian',
  AU: 'Australian',
  AW: 'Aruban',
  AX: 'Åland Islander',
  AZ: 'Azerbaijani',
  BA: 'Bosnian and Herzegovinian',
  BB: 'Barbadian',
  BD: 'Bangladeshi',
  BE: 'Belgian',
  BF: 'Burkinabé',
  BG: 'Bulgarian',
  BH: 'Bahraini',
  BI: 'Burundian',
  BJ: 'Beninese',
  BL: 'Barthélemois',
  BM: 'Bermudian',
  BN: 'Bruneian',
  BO: 'Bolivian',
  BQ: 'Bonairean, Statian or Saban',
  BR: 'Brazilian',
  BS: 'Bahamian',
  BT: 'Bhutanese',
  BW: 'Botswanan',
  BY: 'Belarusian',
  BZ: 'Belizean',
  CA: 'Canadian',
  CC: 'Cocos Islander',
  CD: 'Congolese (Democratic Republic of the Congo)',
  CF: 'Central African',
  CG: 'Congolese (Republic of the Congo)',
  CH: 'Swiss',
  CI: 'Ivorian',
  CK: 'Cook Islander',
  CL: 'Chilean',
  CM: 'Cameroonian',
  CN: 'Chinese',
  CO: 'Colombian',
  CR: 'Costa Rican',
  CU: 'Cuban',
  CV: 'Cabo Verdean',
  CW: 'Curaçaoan',
  CX: 'Christmas Islander',
  CY: 'Cypriot',
  CZ: 'Czech',
  DE: 'German',
  DJ: 'Djiboutian',
  DK: 'Danish',
  DM: 'Dominican (Dominica)',
  DO: 'Dominican (Dominican Republic)',
  DZ: 'Algerian',
  EC: 'Ecuadorian',
  EE: 'Estonian',
  EG: 'Egyptian',
  EH: 'Sahrawi',
  ER: 'Eritrean',
  ES: 'Spanish',
  ET: 'Ethiopian',
  FI: 'Finnish',
  FJ: 'Fijian',
  FK: 'Falkland Islander',
  FM: 'Micronesian',
  FO: 'Faroese',
  FR: 'French',
  GA: 'Gabonese',
  GB: 'British',
  GD: 'Grenadian',
  GE: 'Georgian',
  GF: 'French Guianese',
  GG: 'Channel Islander (Guernsey)',
  GH: 'Ghanaian',
  GI: 'Gibraltarian',
  GL: 'Greenlandic',
  GM: 'Gambian',
  GN: 'Guinean',
  GP: 'Guadeloupean',
  GQ: 'Equatorial Guinean',
  GR: 'Greek',
  GT: 'Guatemalan',
  GU: 'Guamanian',
  GW: 'Bissau-Guinean',
  GY: 'Guyanese',
  HK: 'Hong Kong',
  HN: 'Honduran',
  HR: 'Croatian',
  HT: 'Haitian',
  HU: 'Hungarian',
  ID: 'Indonesian',
  IE: 'Irish',
  IL: 'Israeli',
  IM: 'Manx',
  IN: 'Indian',
  IQ: 'Iraqi',
  IR: 'Iranian',
  IS: 'Icelandic',
  IT: 'Italian',
  JE: 'Channel Islander (Jersey)',
  JM: 'Jamaican',
  JO: 'Jordanian',
  JP: 'Japanese',
  KE: 'Kenyan',
  KG: 'Kyrgyzstani',
  KH: 'Cambodian',
  KI: 'I-Kiribati',
  KM: 'Comoran',
  KN: 'Kittitian or Nevisian',
  KP: 'North Korean',
  KR: 'South Korean',
  KW: 'Kuwaiti',
  KY: 'Caymanian',
  KZ: 'Kazakhstani',
  LA: 'Lao',
  LB: 'Lebanese',
  LC: 'Saint Lucian',
  LI: 'Liechtensteiner',
  LK: 'Sri Lankan',
  LR: 'Liberian',
  LS: 'Basotho',
  LT: 'Lithuanian',
  LU: 'Luxembourger',
  LV: 'Latvian',
  LY: 'Libyan',
  MA: 'Moroccan',
  MC: 'Monégasque',
  MD: 'Moldovan',
  ME: 'Montenegrin',
  MF: 'Saint-Martinois',
  MG: 'Malagasy',
  MH: 'Marshallese',
  MK: 'Macedonian',
  ML: 'Malian',
  MM: 'Burmese',
  MN: 'Mongolian',
  MO: 'Macanese',
  MP: 'Northern Mariana Islander',
  MQ: 'Martinican',
  MR: 'Mauritanian',
  MS: 'Montserratian',
  MT: 'Maltese',
  MU: 'Mauritian',
  MV: 'Maldivian',
  MW: 'Malawian',
  MX: 'Mexican',
  MY: 'Malaysian',
  MZ: 'Mozambican',
  NA: 'Namibian',
  NC: 'New Caledonian',
  NE: 'Nigerien',
  NF: 'Norfolk Islander',
  NG: 'Nigerian',
  NI: 'Nicaraguan',
  NL: 'Dutch',
  NO: 'Norwegian',
  NP: 'Nepali',
  NR: 'Nauruan',
  NU: 'Niuean',
  NZ: 'New Zealander',
  OM: 'Omani',
  PA: 'Panamanian',
  PE: 'Peruvian',
  PF: 'French Polynesian',
  PG: 'Papua New Guinean',
  PH: 'Filipino',
  PK: 'Pakistani',
  PL: 'Polish',
  PM: 'Saint-Pierrais or Miquelonnais',
  PR: 'Puerto Rican',
  PS: 'Palestinian',
  PT: 'Portuguese',
  PW: 'Palauan',
  PY: 'Paraguayan',
  QA: 'Qatari',
  RE: 'Réunionese',
  RO: 'Romanian',
  RS: 'Serbian',
  RU: 'Russian',
  RW: 'Rwandan',
  SA: 'Saudi Arabian',
  SB: 'Solomon Islander',
  SC: 'Seychellois',
  SD: 'Sudanese',
  SE: 'Swedish',
  SG: 'Singaporean',
  SH: 'Saint Helenian',
  SI: 'Slovenian',
  SK: 'Slovak',
  SL: 'Sierra Leonean',
  SM: 'Sammarinese',
  SN: 'Senegalese',
  SO: 'Somali',
  SR: 'Surinamese',
  SS: 'South Sudanese',
  ST: 'São Toméan',
  SV: 'Salvadoran',
  SX: 'Sint Maartener',
  SY: 'Syrian',
  SZ: 'Swazi',
  TC: 'Turks and Caicos Islander',
  TD: 'Chadian',
  TG: 'Togolese',
  TH: 'Thai',
  TJ: 'Tajikistani',
  TK: 'Tokelauan',
  TL: 'Timorese',
  TM: 'Turkmen',
  TN: 'Tunisian',
  TO: 'Tongan',
  TR: 'Turkish',
  TT: 'Trinidadian or Tobagonian',
  TV: 'Tuvaluan',
  TW: 'Taiwanese',
  TZ: 'Tanzanian',
  UA: 'Ukrainian',
  UG: 'Ugandan',
  US: 'American',
  UY: 'Uruguayan',
  UZ: 'Uzbekistani',
  VA: 'Vatican',
  VC: 'Vincentian',
  VE: 'Venezuelan',
  VG: 'British Virgin Islander',
  VI: 'Virgin Islander (United States)',
  VN: 'Vietnamese',
  VU: 'Ni-Vanuatu',
  WF: 'Wallisian or Futunan',
  WS: 'Samoan',
  YE: 'Yemeni',
  YT: 'Mahoran',
  ZA: 'South African',
  ZM: 'Zambian',
  ZW: 'Zimbabwean',
};

/**
 * Codes of the file left out, with the reason: territories without a permanent population (so no
 * nationality of their own), codes ISO 3166-1 has withdrawn, Kosovo, which has no ISO numeric code, and
 * Pitcairn, which the nationality field's rule (libphonenumber-js's country list) does not accept.
 */
export const LEFT_OUT: Record<string, string> = {
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

export interface Nationality {
  num_code: string;
  alpha_2_code: string;
  alpha_3_code: string;
  en_short_name: string;
  nationality: string;
}

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

function main() {
  const list = deriveNationalities(readFileSync(join(SOURCE, 'optd_countries.csv'), 'utf8'));
  const body = list.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n');
  writeFileSync(join(OUT, 'nationalities.json'), `[\n${body}\n]\n`);
  console.log(`Derived ${list.length} nationalities into ${join(OUT, 'nationalities.json')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
