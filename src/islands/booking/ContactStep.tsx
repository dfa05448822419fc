import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToStep, saveContact } from '../../lib/booking/booking-actions';
import { contactErrors } from '../../lib/booking/contact-form';
import type { FullProfile } from '../../shared/contracts/account';
import type { BookingContact } from '../../lib/stores/flight-offer.store';
import { splitMobile } from '../../shared/validation/mobile-field';
import type { Option } from '../shared/field-controls';
import { useAppForm } from '../shared/form-kit';

interface Props {
  contact: BookingContact | null;
  countries: Option[];
  profile: FullProfile | null;
}

/** Step 2: who we tell about the booking; a signed-in traveller's own details fill it in. */
export function ContactStep({ contact, countries, profile }: Props) {
  const { t } = useTranslation();
  const [defaultValues] = useState<BookingContact>(
    () =>
      contact ?? {
        email: profile?.email ?? '',
        mobileCountry: profile?.mobile?.mobileCountry ?? 'AU',
        ...(profile?.mobile
          ? splitMobile(profile.mobile.mobileCountry, profile.mobile.mobileNumber)
          : { mobileArea: '', mobileNumber: '' }),
      },
  );
  const form = useAppForm({
    defaultValues,
    validators: {
      onDynamic: ({ value }) => {
        const fields = contactErrors(value);
        return fields ? { fields } : undefined;
      },
    },
    // Saved as typed, so a reload keeps it (the seats step needs it valid).
    listeners: { onChange: ({ formApi }) => saveContact(formApi.state.values), onChangeDebounceMs: 300 },
    onSubmit: ({ value }) => {
      saveContact(value);
      goToStep(3);
    },
  });
  return (
    <form.AppForm>
      <form.Form className="grid gap-5">
        <p>{t('booking.contact.intro')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <form.AppField name="email">
            {(field) => (
              <field.TextField
                id="contact-email"
                type="email"
                label={t('booking.contact.email')}
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                className="md:col-span-2"
              />
            )}
          </form.AppField>
          <form.MobileFields
            path=""
            idPrefix="contact"
            countryLabel={t('booking.contact.mobileCountry')}
            areaLabel={t('travellerPrefs.mobileArea')}
            areaHint={t('travellerPrefs.mobileAreaHint')}
            numberLabel={t('booking.contact.mobileNumber')}
            countries={countries}
            required
          />
        </div>
        <p>
          <button type="submit" className="btn btn-primary">
            {t('booking.continue')}
          </button>
        </p>
      </form.Form>
    </form.AppForm>
  );
}
