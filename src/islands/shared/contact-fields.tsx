/**
 * How a person is reached, as the kit forms take it: the email field (sign-up, booking contact, lead
 * guest), the mobile area's texts every mobile pair shows, and the booking's contact (email and
 * mobile, both required). Drawn inside a kit form (form-kit.tsx); not one of its registered parts, so
 * the pages whose forms do not use them do not load them.
 */
import { useT } from './island-shell';
import type { Translate } from '../../shared/i18n/translate';
import { BoundTextField, MobileFields, useKitForm } from './bound-fields';
import type { Option } from './field-controls';

/** The mobile area's label and hint, the same in every mobile pair (MobileFields' areaLabel, areaHint). */
export function mobileAreaText(t: Translate) {
  return { areaLabel: t('travellerPrefs.mobileArea'), areaHint: t('travellerPrefs.mobileAreaHint') };
}

/** The form's required `email` field, with what the browser fills and the keyboard it shows. */
export function EmailField({ id, label, className }: { id: string; label: string; className?: string }) {
  const { AppField } = useKitForm();
  return (
    <AppField name="email">
      {() => (
        <BoundTextField
          id={id}
          type="email"
          label={label}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          className={className}
        />
      )}
    </AppField>
  );
}

/**
 * The booking's contact (flight contact step, hotel lead guest): the form's `email` and its mobile
 * parts at the top level, all required, with the ids `<idPrefix>-email` and the mobile pair's.
 */
export function ContactFields({
  idPrefix,
  labelOf,
  countries,
}: {
  idPrefix: string;
  labelOf: (part: 'email' | 'mobileCountry' | 'mobileNumber') => string;
  countries: Option[];
}) {
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <EmailField id={`${idPrefix}-email`} label={labelOf('email')} className="md:col-span-2" />
      <MobileFields
        path=""
        idPrefix={idPrefix}
        countryLabel={labelOf('mobileCountry')}
        {...mobileAreaText(t)}
        numberLabel={labelOf('mobileNumber')}
        countries={countries}
        required
      />
    </div>
  );
}
