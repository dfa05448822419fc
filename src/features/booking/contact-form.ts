import { fieldErrors } from '../../lib/validation/field-errors';
import type { BookingContact } from './flight-offer.store';
import { ContactFormSchema } from '../../shared/validation/booking-contact-form';
import { mobileOfParts } from '../../shared/validation/mobile-parts';

/**
 * The contact step's errors by field (the full rules, with libphonenumber-js); undefined when valid.
 * Loaded with the contact step, not with the book page.
 */
export function contactErrors(contact: BookingContact): Record<string, string> | undefined {
  return fieldErrors(
    ContactFormSchema,
    {
      email: contact.email,
      mobile: mobileOfParts(contact),
    },
    {
      mobile: 'mobileNumber',
      'mobile.mobileCountry': 'mobileCountry',
      'mobile.mobileArea': 'mobileArea',
      'mobile.mobileNumber': 'mobileNumber',
    },
  );
}
