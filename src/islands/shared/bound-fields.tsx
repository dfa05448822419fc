/**
 * The field kit's controls (field-controls.tsx) bound to the TanStack field of the enclosing
 * form.AppField: value, change and blur from the field, the error from its meta (useFieldError). Also
 * the form-level pieces: the form element (form-element.tsx) submitting through TanStack, and the mobile pair.
 */
import type { FormHTMLAttributes, JSXElementConstructor, ReactNode } from 'react';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxProps,
  type InputProps,
  type Option,
  type SelectProps,
  type TextAreaProps,
} from './field-controls';
import { FormElement } from './form-element';
import { useFieldContext, useFormContext } from './form-context';
import { useFieldError } from './use-field-error';

/** A control's props without what its field supplies. */
type Bound<P> = Omit<P, 'value' | 'onValue' | 'checked' | 'onChecked' | 'error' | 'name'>;

/** A text control's value, handlers and name from its field. */
function useTextBinding() {
  const field = useFieldContext<string>();
  return {
    name: field.name,
    value: String(field.state.value ?? ''),
    onValue: field.handleChange,
    onBlur: field.handleBlur,
    error: useFieldError(),
  };
}

export function BoundTextField({
  hintOf,
  formatOf,
  ...rest
}: Bound<InputProps> & {
  /** A hint that follows what is typed (e.g. the name as a ticket prints it); the fixed hint otherwise. */
  hintOf?: ((value: string) => string | undefined) | undefined;
  /** Rewrites what is typed as people read it (a card number in groups of four). */
  formatOf?: ((value: string) => string) | undefined;
}) {
  const binding = useTextBinding();
  const onValue = formatOf ? (value: string) => binding.onValue(formatOf(value)) : binding.onValue;
  return <TextField {...rest} hint={hintOf?.(binding.value) ?? rest.hint} {...binding} onValue={onValue} />;
}

export function BoundTextAreaField(props: Bound<TextAreaProps>) {
  return <TextAreaField {...props} {...useTextBinding()} />;
}

export function BoundSelectField(props: Bound<SelectProps>) {
  return <SelectField {...props} {...useTextBinding()} />;
}

export function BoundCheckboxField(props: Bound<CheckboxProps>) {
  const field = useFieldContext<boolean>();
  return (
    <CheckboxField
      {...props}
      name={field.name}
      checked={Boolean(field.state.value)}
      onChecked={field.handleChange}
      error={useFieldError()}
    />
  );
}

/** A field's error on its own line, for a field drawn as a group (a list's own rule, e.g. how many). */
export function BoundErrorText() {
  const error = useFieldError();
  return error ? <p className="text-sm font-semibold text-[var(--c-danger)]">{error}</p> : null;
}

/** The form element (form-element.tsx), whose submit runs TanStack's (validators, then onSubmit). */
export function KitForm({
  children,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & { children: ReactNode }) {
  const form = useFormContext();
  return (
    <FormElement {...rest} onSubmitForm={() => void form.handleSubmit()}>
      {children}
    </FormElement>
  );
}

/** The form's AppField (typed loosely: a shared component cannot name the form's values). */
interface AppFieldHost {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  AppField: JSXElementConstructor<any>;
}

/** The enclosing kit form, for a shared group of fields (the mobile pair, the names) to draw its AppFields. */
export function useKitForm() {
  return useFormContext() as unknown as AppFieldHost;
}

/**
 * A mobile number in three parts, country, area code and number (spec §3 "with country and area"), as
 * the profile, companion, emergency contact and booking contact forms take it: `path` is where the parts
 * sit in the form's values ("mobile." or "" for top level). The area is optional; MobileSchema joins the
 * parts into the stored E.164 number and splitMobile splits a stored one back.
 */
export function MobileFields({
  path,
  idPrefix,
  countryLabel,
  areaLabel,
  areaHint,
  numberLabel,
  countries,
  required,
}: {
  path: string;
  idPrefix: string;
  countryLabel: string;
  areaLabel: string;
  areaHint: string;
  numberLabel: string;
  countries: Option[];
  required?: boolean;
}) {
  const { AppField } = useKitForm();
  return (
    // One row of its own in whatever grid holds it: the three parts read as one number.
    <div className="col-span-full grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,12rem)_minmax(0,1fr)]">
      <AppField name={`${path}mobileCountry`}>
        {() => (
          <BoundSelectField
            id={`${idPrefix}-mobile-country`}
            label={countryLabel}
            options={countries}
            required={required}
          />
        )}
      </AppField>
      <AppField name={`${path}mobileArea`}>
        {() => (
          <BoundTextField
            id={`${idPrefix}-mobile-area`}
            type="tel"
            label={areaLabel}
            hint={areaHint}
            // The browser fills the whole national number into the number field, so it leaves this one.
            autoComplete="off"
            inputMode="numeric"
            maxLength={4}
          />
        )}
      </AppField>
      <AppField name={`${path}mobileNumber`}>
        {() => (
          <BoundTextField
            id={`${idPrefix}-mobile-number`}
            type="tel"
            label={numberLabel}
            autoComplete="tel-national"
            inputMode="tel"
            required={required}
          />
        )}
      </AppField>
    </div>
  );
}

/**
 * A traveller's title and names (profile, companion, sign-up): the form's `title`, `firstName` and
 * `lastName` fields, with the ids `<idPrefix>-title`, `-first-name`, `-last-name`.
 */
export function NameFields({
  idPrefix,
  labelOf,
  titleOptions,
  titlePlaceholder,
  hintOf,
  required,
  autoComplete = true,
}: {
  idPrefix: string;
  labelOf: (field: 'title' | 'firstName' | 'lastName') => string;
  titleOptions: Option[];
  titlePlaceholder: string;
  /** The names' live hint (what the ticket prints). */
  hintOf: (value: string) => string | undefined;
  required?: boolean;
  /** Whether the browser may fill the names in (not for someone else, such as a companion). */
  autoComplete?: boolean;
}) {
  const { AppField } = useKitForm();
  const name = (field: 'firstName' | 'lastName', id: string, fill: string) => (
    <AppField name={field}>
      {() => (
        <BoundTextField
          id={`${idPrefix}-${id}`}
          label={labelOf(field)}
          autoComplete={autoComplete ? fill : undefined}
          hintOf={hintOf}
          required={required}
        />
      )}
    </AppField>
  );
  return (
    <>
      <AppField name="title">
        {() => (
          <BoundSelectField
            id={`${idPrefix}-title`}
            label={labelOf('title')}
            placeholder={titlePlaceholder}
            options={titleOptions}
          />
        )}
      </AppField>
      {name('firstName', 'first-name', 'given-name')}
      {name('lastName', 'last-name', 'family-name')}
    </>
  );
}
