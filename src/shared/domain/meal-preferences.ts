/**
 * The meals a traveller can ask for: the Utilities endpoint lists them, and the booking emails name a
 * passenger's meal with them. Shared, so the emails need not reach into the Utilities service.
 */

import type { PassengerType } from './passengers';

/** A baby meal is for an infant and a child meal for a child; infants get the baby meal only. */
const BABY: readonly PassengerType[] = ['Infants'];
const CHILD: readonly PassengerType[] = ['Children'];
const OLDER: readonly PassengerType[] = ['Adult', 'Children'];

/** Who may ask for a meal (issue 25, defect 9: adults were offered baby and child meals). */
export function mealPassengerTypes(code: string): readonly PassengerType[] {
  if (code === 'BBML') return BABY;
  if (code === 'CHML') return CHILD;
  return OLDER;
}

/** IATA special service request (SSR) meal codes. */
export const MEAL_PREFERENCES = [
  { code: 'AVML', name: 'Asian vegetarian meal' },
  { code: 'BBML', name: 'Baby meal' },
  { code: 'BLML', name: 'Bland meal' },
  { code: 'CHML', name: 'Child meal' },
  { code: 'DBML', name: 'Diabetic meal' },
  { code: 'FPML', name: 'Fruit platter meal' },
  { code: 'GFML', name: 'Gluten intolerant meal' },
  { code: 'HNML', name: 'Hindu meal' },
  { code: 'KSML', name: 'Kosher meal' },
  { code: 'LCML', name: 'Low calorie meal' },
  { code: 'LFML', name: 'Low fat meal' },
  { code: 'LSML', name: 'Low salt meal' },
  { code: 'MOML', name: 'Muslim meal' },
  { code: 'NLML', name: 'Low lactose meal' },
  { code: 'RVML', name: 'Vegetarian raw meal' },
  { code: 'SFML', name: 'Seafood meal' },
  { code: 'VGML', name: 'Vegetarian vegan meal' },
  { code: 'VJML', name: 'Vegetarian Jain meal' },
  { code: 'VLML', name: 'Vegetarian lacto-ovo meal' },
  { code: 'VOML', name: 'Vegetarian oriental meal' },
] as const;
