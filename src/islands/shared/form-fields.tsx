/**
 * The field kit's controls bound by name to a field of the TanStack Form of the enclosing FieldScope
 * (FormText, FormSelect, FormCheckbox, FormMobile), so a form lists its fields instead of repeating
 * the wiring. The errors come from the form's valibot schema (the spec's texts).
 */
import type { AnyFieldApi } from '@tanstack/react-form';
import { createContext, useContext, useMemo, type JSXElementConstructor, type ReactNode } from 'react';
import {
  CheckboxField,
  SelectField,
  TextField,
  type CheckboxProps,
  type InputProps,
  type Option,
  type SelectProps,
} from './field-controls';

/**
 * A TanStack Form as the bound fields need it: its Field component. (Typed loosely on purpose: the
 * form's own Field type is generic over its values, which a shared kit cannot name.)
 */
export interface FieldHost {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Field: JSXElementConstructor<any>;
}

interface Scope {
  form: FieldHost;
  /** The form's errors by field path (fieldErrors of its schema); each field shows its own. */
  errors: Record<string, string>;
}

const FieldScopeContext = createContext<Scope | null>(null);

/** The form and errors the bound fields inside use (one per <form>). */
export function FieldScope({ form, errors, children }: Scope & { children: ReactNode }) {
  const scope = useMemo(() => ({ form, errors }), [form, errors]);
  return <FieldScopeContext.Provider value={scope}>{children}</FieldScopeContext.Provider>;
}

/** Renders a control bound to the scope form's field `name` (its path: "mobile.mobileNumber"). */
function Bound({
  name,
  render,
}: {
  name: string;
  render: (field: AnyFieldApi, error?: string) => ReactNode;
}) {
  const scope = useContext(FieldScopeContext);
  if (!scope) throw new Error(`The field ${name} is outside a FieldScope`);
  const { Field } = scope.form;
  return <Field name={name}>{(field: AnyFieldApi) => render(field, scope.errors[name])}</Field>;
}

type Unbound<P> = Omit<P, 'value' | 'onValue' | 'checked' | 'onChecked' | 'name' | 'form'> & { name: string };

/** A text or select control's value and handlers from its TanStack field. */
const asText = (field: AnyFieldApi) => ({
  value: String(field.state.value ?? ''),
  onValue: field.handleChange,
  onBlur: field.handleBlur,
});

export function FormText({
  name,
  hintOf,
  ...rest
}: Unbound<InputProps> & {
  /** A hint that follows what is typed (e.g. the name as a ticket prints it); the fixed hint otherwise. */
  hintOf?: (value: string) => string | undefined;
}) {
  return (
    <Bound
      name={name}
      render={(f, error) => (
        <TextField
          error={error}
          {...rest}
          hint={hintOf?.(String(f.state.value ?? '')) ?? rest.hint}
          name={name}
          {...asText(f)}
        />
      )}
    />
  );
}

export function FormSelect({ name, ...rest }: Unbound<SelectProps>) {
  return (
    <Bound
      name={name}
      render={(f, error) => <SelectField error={error} {...rest} name={name} {...asText(f)} />}
    />
  );
}

export function FormCheckbox({ name, ...rest }: Unbound<CheckboxProps>) {
  const render = (field: AnyFieldApi, error?: string) => (
    <CheckboxField
      error={error}
      {...rest}
      name={name}
      checked={Boolean(field.state.value)}
      onChecked={field.handleChange}
    />
  );
  return <Bound name={name} render={render} />;
}

/**
 * A mobile number with its country (spec §3), as the profile, emergency contact and booking contact
 * forms take it: `path` is where the pair sits in the form's values ("mobile." or "" for top level).
 */
export function FormMobile({
  path,
  idPrefix,
  countryLabel,
  numberLabel,
  countries,
  required,
}: {
  path: string;
  idPrefix: string;
  countryLabel: string;
  numberLabel: string;
  countries: Option[];
  required?: boolean;
}) {
  return (
    <>
      <FormSelect
        name={`${path}mobileCountry`}
        id={`${idPrefix}-mobile-country`}
        label={countryLabel}
        options={countries}
        required={required}
      />
      <FormText
        name={`${path}mobileNumber`}
        id={`${idPrefix}-mobile-number`}
        type="tel"
        label={numberLabel}
        autoComplete="tel-national"
        inputMode="tel"
        required={required}
      />
    </>
  );
}
