/**
 * A stored person (the profile, a companion) as the text fields of a form: a missing title, birthday,
 * gender or nationality is an empty field. The mobile's parts are in mobile-fields.ts.
 */

interface StoredPerson {
  title: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: string | null;
  nationality: string | null;
}

/** The person's title, names, birthday, gender and nationality as form text. */
export function personFieldsOf(person: StoredPerson) {
  return {
    title: person.title ?? '',
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth ?? '',
    gender: person.gender ?? '',
    nationality: person.nationality ?? '',
  };
}
