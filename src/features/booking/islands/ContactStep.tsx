import { useT } from '../../../islands/shared/island-shell';
import { useState } from 'react';
import { goToStep, saveContact } from '../booking-actions';
import { mobileFieldsOf } from '../../account/mobile-fields';
import { contactErrors } from '../contact-form';
import type { FullProfile } from '../../../shared/contracts/account';
import type { BookingContact } from '../flight-offer.store';
import type { Option } from '../../../islands/shared/field-controls';
import { ContactFields } from '../../../islands/shared/contact-fields';
import { ContinueButton } from './ContinueButton';
import { useAppForm } from '../../../islands/shared/form-kit';

interface Props {
  contact: BookingContact | null;
  countries: Option[];
  profile: FullProfile | null;
}

/** Step 2: who we tell about the booking; a signed-in traveller's own details fill it in. */
export function ContactStep({ contact, countries, profile }: Props) {
  const t = useT();
  const [defaultValues] = useState<BookingContact>(
    () =>
      contact ?? {
        email: profile?.email ?? '',
        ...mobileFieldsOf(profile?.mobile),
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
        <ContactFields
          idPrefix="contact"
          labelOf={(part) => t(`booking.contact.${part}`)}
          countries={countries}
        />
        <ContinueButton />
      </form.Form>
    </form.AppForm>
  );
}
