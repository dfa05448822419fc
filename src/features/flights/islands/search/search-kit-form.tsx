import { useLayoutEffect, useState } from 'react';
import { useAppForm } from '../../../../islands/shared/form-kit';
import type { KitFormMakerProps } from './deferred-kit-form';

/**
 * Makes the flight search's kit form (useAppForm: the kit's validation timing, errors in the fields'
 * meta) when the form is first used, and hands it to the search form (deferred-kit-form.ts). Draws
 * nothing: the search form draws the fields.
 */
export function SearchKitForm({ options, onForm }: KitFormMakerProps) {
  // The first props only: useForm takes changed default values as a reset.
  const [first] = useState(() => ({ options: options as Parameters<typeof useAppForm>[0], onForm }));
  const form = useAppForm(first.options);
  useLayoutEffect(() => first.onForm(form), [form, first]);
  return null;
}
