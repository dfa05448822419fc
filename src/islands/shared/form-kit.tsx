/**
 * The site's one form kit: TanStack Form's createFormHook with the field kit's controls. A form is
 * `useAppForm({ defaultValues, validators: { onDynamic: Schema }, onSubmit })` (a valibot schema is a
 * Standard Schema; `schemaValidator` when the values need shaping first), drawn inside
 * `<form.AppForm><form.Form>` with `<form.AppField name>{(field) => <field.TextField … />}`. The errors
 * live in each field's meta and are translated in one place (useFieldError).
 */
import { createFormHook, revalidateLogic, type AnyFormApi } from '@tanstack/react-form';
import type * as v from 'valibot';
import { fieldErrors } from '../../lib/validation/field-errors';
import {
  BoundCheckboxField,
  BoundErrorText,
  BoundSelectField,
  BoundTextAreaField,
  BoundTextField,
  KitForm,
  MobileFields,
  NameFields,
} from './bound-fields';
import { fieldContext, formContext } from './form-context';

const { useAppForm: useTanStackAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    TextAreaField: BoundTextAreaField,
    SelectField: BoundSelectField,
    CheckboxField: BoundCheckboxField,
    ErrorText: BoundErrorText,
  },
  formComponents: { Form: KitForm, MobileFields, NameFields },
});

// Checked first on submit, then on every change, so a fixed field's error goes as it is fixed and a
// second submit runs the rules again (with form-level errors checked only on submit, TanStack Form
// 1.x keeps a field's old error and refuses the second submit without running them).
const SUBMIT_THEN_CHANGE = revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' });

/**
 * TanStack's useAppForm with the site's validation timing: a form puts its rules under
 * `validators.onDynamic` (a valibot schema, or `schemaValidator`).
 */
export const useAppForm: typeof useTanStackAppForm = (options) =>
  useTanStackAppForm({ validationLogic: SUBMIT_THEN_CHANGE, ...options });

export { withForm };

/**
 * A form-level validator from a valibot schema for values that need shaping before the schema reads
 * them (`prepare`: blank optional text to null), or whose group-level issues belong to one input
 * (`remap`: the mobile pair's check on "mobile" shown under "mobile.mobileNumber"). Its errors go to
 * the fields' meta, the first per field.
 */
export function schemaValidator<Values>(
  schema: v.GenericSchema,
  { prepare, remap }: { prepare?: (value: Values) => unknown; remap?: Record<string, string> } = {},
) {
  return ({ value }: { value: Values }) => {
    const fields = fieldErrors(schema, prepare ? prepare(value) : value, remap);
    if (!fields) return undefined;
    // TanStack names a list's item "list[0].name"; valibot's dot path says "list.0.name".
    const named = Object.entries(fields).map(([path, text]) => [
      path.replace(/\.(\d+)(?=\.|$)/g, '[$1]'),
      text,
    ]);
    return { fields: Object.fromEntries(named) as Record<string, string> };
  };
}

/**
 * Shows a service's answer under one field (e.g. a wrong current password) in the field's meta, as
 * the schema's errors are: the rules run again at the next change, and it goes.
 */
export function setFieldError(form: AnyFormApi, name: string, text: string) {
  form.setFieldMeta(name, (meta) => ({
    ...meta,
    errorMap: { ...meta.errorMap, onDynamic: text },
    errorSourceMap: { ...meta.errorSourceMap, onDynamic: 'form' },
  }));
}
