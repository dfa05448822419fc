/** The booking tests' adult traveller: her name, birth date, gender and nationality. */
export const janeCitizen = {
  title: 'Ms',
  firstName: 'Jane',
  lastName: 'Citizen',
  dateOfBirth: '1985-02-03',
  gender: 'Female',
  nationality: 'AU',
};
