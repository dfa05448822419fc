/**
 * The React contexts of the form kit (form-kit.tsx): the field a bound control renders and the form a
 * form-level component (the <form> element, the mobile pair) belongs to. Apart from form-kit.tsx so
 * the bound components can read them without importing the hook that lists them.
 */
import { createFormHookContexts } from '@tanstack/react-form';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
