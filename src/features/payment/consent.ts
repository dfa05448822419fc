import * as v from 'valibot';
import { BookingConsentSchema } from '../../shared/validation/booking-forms';

/** Spec §5: the terms and the "confirm your details" agreement, for flights and hotels alike. */
export interface Consent {
  termsAccepted: boolean;
  detailsConfirmed: boolean;
}

export type ConsentErrors = Partial<Record<keyof Consent, string>>;

/** The agreement's problems by field (the schema's own messages); empty when both boxes are ticked. */
export function consentErrors(consent: Consent): ConsentErrors {
  const parsed = v.safeParse(BookingConsentSchema, consent);
  if (parsed.success) return {};
  const errors: ConsentErrors = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key as keyof Consent | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
