/**
 * The booking's contact form (email, mobile with its country), shared by the book page's contact step
 * and OrderCreate. Apart from booking-forms.ts because the mobile rule loads libphonenumber-js, which
 * the other steps do not need.
 */
import { EmailSchema, form } from './fields';
import { MobileSchema } from './mobile-field';

export const ContactFormSchema = form({
  email: EmailSchema,
  mobile: MobileSchema,
});
