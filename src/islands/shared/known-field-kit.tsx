/**
 * The site's field kit (field-kit.tsx) with its errors in the reader's language, for controls outside
 * a kit form (whose fields translate through useFieldError): the rules' messages are English data
 * shared with the services (valibot, card rules, service answers), shown through the known-message
 * pairs the page passed (validationMessages plus the area's group, e.g. accountMessages).
 */
import type { ComponentProps } from 'react';
import { useKnownMessage } from './island-shell';
import {
  CheckboxField as SharedCheckboxField,
  SelectField as SharedSelectField,
  TextField as SharedTextField,
} from './field-kit';

export type { Option } from './field-kit';

export function TextField({ error, ...rest }: ComponentProps<typeof SharedTextField>) {
  const known = useKnownMessage();
  return <SharedTextField {...rest} error={error && known(error)} />;
}

export function SelectField({ error, ...rest }: ComponentProps<typeof SharedSelectField>) {
  const known = useKnownMessage();
  return <SharedSelectField {...rest} error={error && known(error)} />;
}

export function CheckboxField({ error, ...rest }: ComponentProps<typeof SharedCheckboxField>) {
  const known = useKnownMessage();
  return <SharedCheckboxField {...rest} error={error && known(error)} />;
}

/** A rule's or service's message shown outside a field (an alert, a step's outcome, a list's error). */
export function KnownText({ text }: { text: string }) {
  return <>{useKnownMessage()(text)}</>;
}
