import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToStep, saveContact } from '../../lib/booking/booking-actions';
import { contactErrors } from '../../lib/booking/contact-form';
import type { FullProfile } from '../../lib/contracts/account';
import type { BookingContact } from '../../lib/stores/flight-offer.store';
import { FieldScope, FormMobile, FormText, type Option } from '../shared/known-field-kit';

interface Props {
  contact: BookingContact | null;
  countries: Option[];
  profile: FullProfile | null;
}

/** Step 2: who we tell about the booking; a signed-in traveller's own details fill it in. */
export function ContactStep({ contact, countries, profile }: Props) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [defaultValues] = useState<BookingContact>(
    () =>
      contact ?? {
        email: profile?.email ?? '',
        mobileCountry: profile?.mobile?.mobileCountry ?? 'AU',
        mobileNumber: profile?.mobile?.mobileNumber ?? '',
      },
  );
  const form = useForm({
    defaultValues,
    // Saved as typed, so a reload keeps it (the seats step needs it valid).
    listeners: { onChange: ({ formApi }) => saveContact(formApi.state.values), onChangeDebounceMs: 300 },
    onSubmit: ({ value }) => {
      saveContact(value);
      goToStep(3);
    },
  });
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = contactErrors(form.state.values);
        setErrors(found ?? {});
        if (!found) void form.handleSubmit();
      }}
    >
      <p>{t('booking.contact.intro')}</p>
      <FieldScope form={form} errors={errors}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormText
            name="email"
            id="contact-email"
            type="email"
            label={t('booking.contact.email')}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            className="md:col-span-2"
          />
          <FormMobile
            path=""
            idPrefix="contact"
            countryLabel={t('booking.contact.mobileCountry')}
            numberLabel={t('booking.contact.mobileNumber')}
            countries={countries}
            required
          />
        </div>
      </FieldScope>
      <p>
        <button type="submit" className="btn btn-primary">
          {t('booking.continue')}
        </button>
      </p>
    </form>
  );
}
