/** User-facing validation texts. The spec's (§5, §8) are word for word; the rest are ours. */
export const MESSAGES = {
  required: 'This field is required',
  email: 'This field must be a valid email',
  number: 'This field must be a number',
  mobile: 'Please enter valid mobile number',
  passport: 'Please enter valid passport number',
  /** Spec §5 text; the schemas put the field's label in front of it. */
  nameLetters: 'must contain only letters (A-Z, a-z) and spaces',
  confirmDetails: 'Please confirm your details',
  passwordMismatch: "New password and confirm password don't match",
  countryOfIssueRequired: 'Country of issue is required',
  expiryRequired: 'Date of expiry is required',
  invalidDateOfBirth: 'Invalid date of birth',
  insecurePassword: 'Your password is considered to be insecure. Please try another password.',
  // Ours: the spec states the policy (§5, §9) but not its text.
  passwordPolicy:
    'Password must be at least 12 characters and contain a lower case letter, an upper case letter, a digit and a special character',
  passwordTooLong: 'Password must be at most 128 characters',
  nameTooLong:
    'Title, first and last name together are limited to 29 characters. Please contact us to book with a longer name.',
  code: 'Please enter the 6-digit code',
  date: 'Please enter a valid date',
  expiryAfterIssue: 'Date of expiry must be after the date of issue',
  issueInPast: 'Date of issue cannot be in the future',
  /** Ours (the spec is silent): a saved passport fills bookings, so an expired one would fail them. */
  passportExpired: 'This passport has expired. Enter the details of a valid passport',
  country: 'Please select a country',
  airlineCode: 'Please enter a valid 2-character airline code',
  airportCode: 'Please enter a valid 3-letter airport or city code',
  membershipNumber: 'Please enter a valid membership number',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooMany: (max: number) => `At most ${max} entries are allowed`,
} as const;
