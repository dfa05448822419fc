/**
 * The meals a traveller can ask for: the Utilities endpoint lists them, and the booking emails name a
 * passenger's meal with them. Shared, so the emails need not reach into the Utilities service.
 */

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
