/**
 * The kit's <form> element (KitForm in bound-fields.tsx draws it), apart from TanStack Form and the
 * bound controls so that a form whose kit loads on first use (the home page's flight search, ADR 008)
 * can draw it with the page: no browser validation (the rules' texts are shown instead), and a submit
 * goes to the form's own handler. `method` and `action` keep a form working before hydration.
 */
import type { FormHTMLAttributes, ReactNode } from 'react';

export function FormElement({
  onSubmitForm,
  children,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  onSubmitForm: () => void;
  children: ReactNode;
}) {
  return (
    <form
      {...rest}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmitForm();
      }}
    >
      {children}
    </form>
  );
}
