/**
 * What the flight search form loads on first use rather than with the page (the home page's script
 * budget, ADR 008): the valibot schema with its rules, and the form kit (deferred-kit-form.ts).
 */
import type { StandardSchemaV1 } from '@tanstack/react-form';
import type { FlightSearchCriteria } from '../../search-criteria';
import { lazySchema } from '../../lazy-schema';

type SchemaModule = typeof import('../../search-schema');
let schemaModule: SchemaModule | undefined;
const loadSchemaModule = () => import('../../search-schema').then((module) => (schemaModule = module));

/** The search schema, loaded when the form is first used. */
export const searchSchema = lazySchema<FlightSearchCriteria>(() =>
  loadSchemaModule().then((module) => module.FlightSearchSchema as StandardSchemaV1<FlightSearchCriteria>),
);

/**
 * The search's rules as the kit's form-level validator: the schema's message (the spec's texts cover
 * several fields at once) under each field checkSearch names, in the fields' meta; the form's own when
 * it names none.
 */
export async function searchProblems({ value }: { value: FlightSearchCriteria }) {
  const { issues } = await searchSchema['~standard'].validate(value);
  if (!issues) return undefined;
  const message = issues[0]?.message ?? '';
  const fields = schemaModule?.checkSearch(value)?.fields ?? [];
  return fields.length ? { fields: Object.fromEntries(fields.map((field) => [field, message])) } : message;
}

export const loadSearchKitForm = () => import('./search-kit-form').then((module) => module.SearchKitForm);
