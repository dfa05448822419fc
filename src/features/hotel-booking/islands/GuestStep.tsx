import { useT } from '../../../islands/shared/island-shell';
import { SPECIAL_REQUESTS_MAX } from '../../../shared/contracts/hotel-order';
import { GUEST_TITLES, guestChoices, guestErrors, type GuestDraft } from '../guest-details';
import type { FullProfile } from '../../../shared/contracts/account';
import type { Option } from '../../../islands/shared/field-controls';
import { ContactFields } from '../../../islands/shared/contact-fields';
import { useAppForm } from '../../../islands/shared/form-kit';
import { PrimaryButton } from '../../../islands/shared/PrimaryButton';
import { SelectField } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';

interface GuestStepProps {
  draft: GuestDraft;
  profile: FullProfile | null;
  countries: Option[];
  onChange: (draft: GuestDraft) => void;
  onDone: () => void;
}

const TITLE_OPTIONS = GUEST_TITLES.map((title) => ({ value: title, label: title }));

/** Step 1: the lead guest (from the profile, a companion or typed), contact and special requests. */
export function GuestStep({ draft, profile, countries, onChange, onDone }: GuestStepProps) {
  const t = useT();
  const choices = guestChoices(profile);
  const form = useAppForm({
    defaultValues: draft,
    validators: {
      onDynamic: ({ value }) => {
        const fields = guestErrors(value);
        return fields ? { fields } : undefined;
      },
    },
    // The booking holds the draft as typed (it is saved to the tab and decides which step may show).
    listeners: { onChange: ({ formApi }) => onChange(formApi.state.values) },
    onSubmitInvalid: ({ formApi }) => {
      const first = Object.entries(formApi.state.fieldMeta).find(([, meta]) => meta?.errors.length)?.[0];
      // The mobile's parts carry the kit's ids ("guest-mobile-number" for mobileNumber).
      const id = first?.startsWith('mobile')
        ? first.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
        : first;
      if (id) document.getElementById(`guest-${id}`)?.focus();
    },
    onSubmit: () => onDone(),
  });
  const label = (name: keyof GuestDraft) => ({ id: `guest-${name}`, label: t(`hotelBooking.guest.${name}`) });
  return (
    <form.AppForm>
      <form.Form className="grid gap-5">
        <p>{t('hotelBooking.guest.intro')}</p>
        {choices.length > 0 && (
          <form.Subscribe selector={(state) => state.values}>
            {(values) => (
              <SelectField
                id="guest-fill"
                label={t('hotelBooking.guest.fillFrom')}
                hint={t('hotelBooking.guest.fillHint')}
                placeholder={t('hotelBooking.guest.fillNone')}
                // The picker shows whose details the form holds (the profile's, prefilled, or a companion's).
                value={
                  choices.find(
                    (choice) =>
                      choice.draft.firstName === values.firstName &&
                      choice.draft.lastName === values.lastName,
                  )?.id ?? ''
                }
                options={choices.map((choice) => ({ value: choice.id, label: choice.label }))}
                onValue={(value) => {
                  const chosen = choices.find((choice) => choice.id === value);
                  if (!chosen) return;
                  const { specialRequests: _kept, ...details } = chosen.draft;
                  for (const [name, text] of Object.entries(details)) {
                    form.setFieldValue(name as keyof GuestDraft, text);
                  }
                  onChange(form.state.values);
                }}
              />
            )}
          </form.Subscribe>
        )}
        <div className="grid gap-4 md:grid-cols-3">
          <form.AppField name="title">
            {(field) => (
              <field.SelectField
                {...label('title')}
                options={TITLE_OPTIONS}
                placeholder={t('hotelBooking.guest.select')}
                required
              />
            )}
          </form.AppField>
          <form.AppField name="firstName">
            {(field) => <field.TextField {...label('firstName')} autoComplete="given-name" required />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField {...label('lastName')} autoComplete="family-name" required />}
          </form.AppField>
        </div>
        <ContactFields
          idPrefix="guest"
          labelOf={(part) => t(`hotelBooking.guest.${part}`)}
          countries={countries}
        />
        <form.AppField name="specialRequests">
          {(field) => (
            <field.TextAreaField
              {...label('specialRequests')}
              rows={4}
              maxLength={SPECIAL_REQUESTS_MAX}
              hint={t('hotelBooking.guest.specialRequestsHint', {
                used: field.state.value.length,
                max: SPECIAL_REQUESTS_MAX,
              })}
            />
          )}
        </form.AppField>
        <form.Subscribe
          selector={(state) => Object.values(state.fieldMeta).filter((meta) => meta?.errors.length).length}
        >
          {(problems) =>
            problems > 0 && (
              <OutcomeMessage tone="error" message={t('hotelBooking.guest.fix', { count: problems })} />
            )
          }
        </form.Subscribe>
        <PrimaryButton label={t('hotelBooking.continue')} />
      </form.Form>
    </form.AppForm>
  );
}
