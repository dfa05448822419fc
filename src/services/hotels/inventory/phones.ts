/**
 * A property's front-desk number: a landline of its own country, in the international format people
 * dial from Australia (issue 25, defect 8: a Tokyo hotel showed "+26 965 858", which is no country's
 * number). Generated deterministically, checked against libphonenumber-js's full metadata (fixed-line
 * patterns need the `max` set; the services are server-side, so its size costs the browser nothing),
 * and placed in the city's own area where that area's code is known, so a Tokyo hotel reads +81 3 ….
 */
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/max/metadata';
import { hotelInt } from '../rules/calendar';
import { digitsMatching } from './pattern-digits';

/** The landline area code of large cities (by city code), from each country's numbering plan. */
const CITY_AREA_CODES: Record<string, string> = {
  TYO: '3',
  OSA: '6',
  NGO: '52',
  SPK: '11',
  FUK: '92',
  LON: '20',
  MAN: '161',
  EDI: '131',
  PAR: '1',
  NYC: '212',
  LAX: '213',
  SFO: '415',
  CHI: '312',
  SEA: '206',
  YVR: '604',
  YTO: '416',
  BKK: '2',
  SEL: '2',
  BJS: '10',
  SHA: '21',
  CAN: '20',
  DEL: '11',
  BOM: '22',
  DXB: '4',
  AUH: '2',
  AKL: '9',
  WLG: '4',
  CHC: '3',
  ZQN: '3',
  JNB: '11',
  CPT: '21',
  ROM: '06',
  MIL: '02',
  MAD: '91',
  BCN: '93',
  BER: '30',
  FRA: '69',
  MUC: '89',
  AMS: '20',
  KUL: '3',
  MNL: '2',
  SGN: '28',
  HAN: '24',
  JKT: '21',
  DPS: '361',
};

/** Australia's four landline areas follow the states, so the city's time zone names its area. */
function australianAreaCode(timeZone: string): string {
  if (/Perth|Adelaide|Darwin|Broken_Hill/.test(timeZone)) return '8';
  if (/Brisbane|Lindeman/.test(timeZone)) return '7';
  if (/Sydney/.test(timeZone)) return '2';
  return '3';
}

/** A number's national digits: the city's area code, then digits drawn for the property. */
function candidate(areaCode: string, length: number, code: string, attempt: number): string {
  let digits = areaCode;
  for (let index = 0; digits.length < length; index += 1)
    digits += String(hotelInt(index === 0 && areaCode === '' ? 1 : 0, 9, code, 'phone', attempt, index));
  return digits;
}

export interface PhoneCity {
  code: string;
  countryCode: string;
  timeZone: string;
}

const LANDLINE_TYPES = new Set(['FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The country's fixed-line pattern and national number lengths from the full metadata (a country's
 * types sit at index 11, fixed line first; its lengths there, or the country's at index 3).
 */
function fixedLine(countryCode: string): { pattern?: string; lengths: number[] } {
  const countries = (metadata as unknown as { countries: Record<string, unknown[]> }).countries;
  const country = countries[countryCode];
  const type = (country?.[11] as [string?, number[]?][] | undefined)?.[0];
  return { pattern: type?.[0], lengths: type?.[1] ?? (country?.[3] as number[] | undefined) ?? [] };
}

/** Parsed and checked: a valid landline of the country, in international format, else undefined. */
function asLandline(callingCode: string, national: string, countryCode: string): string | undefined {
  const phone = parsePhoneNumberFromString(`+${callingCode}${national}`);
  const valid =
    phone?.isValid() && phone.country === countryCode && LANDLINE_TYPES.has(phone.getType() ?? '');
  return valid ? phone!.formatInternational() : undefined;
}

/**
 * The property's landline in international format ("+81 3 1234 5678"), or undefined when the country
 * has no numbering plan libphonenumber-js knows (then no number is shown rather than an invented one).
 * In a city whose area code is known the number is drawn inside that area; elsewhere it is drawn from
 * the country's fixed-line pattern.
 */
export function landlineOf(city: PhoneCity, propertyId: string): string | undefined {
  const { countryCode } = city;
  let callingCode: string;
  try {
    callingCode = getCountryCallingCode(countryCode as CountryCode);
  } catch {
    return undefined;
  }
  const areaCode =
    countryCode === 'AU' ? australianAreaCode(city.timeZone) : (CITY_AREA_CODES[city.code] ?? '');
  const { pattern, lengths } = fixedLine(countryCode);
  if (areaCode !== '') {
    for (const length of lengths) {
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const found = asLandline(callingCode, candidate(areaCode, length, propertyId, attempt), countryCode);
        if (found) return found;
      }
    }
  }
  if (!pattern) return undefined;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    let draw = 0;
    const pick = (options: number) =>
      hotelInt(0, options - 1, propertyId, 'phone-pattern', attempt, (draw += 1));
    const found = asLandline(callingCode, digitsMatching(pattern, pick), countryCode);
    if (found) return found;
  }
  return undefined;
}
