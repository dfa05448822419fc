/**
 * What the flight search form loads on first use rather than with the page (the home page's script
 * budget, ADR 008): the valibot schema with its rules, and TanStack Form itself (deferred-form.ts).
 */
import type { StandardSchemaV1 } from '@tanstack/react-form';
import type { FlightSearchCriteria } from '../../../lib/flights/search-criteria';
import { lazySchema } from '../../../lib/flights/lazy-schema';

type SchemaModule = typeof import('../../../lib/flights/search-schema');
let schemaModule: SchemaModule | undefined;
const loadSchemaModule = () =>
  import('../../../lib/flights/search-schema').then((module) => (schemaModule = module));

/** The search schema, loaded when the form is first used. */
export const searchSchema = lazySchema<FlightSearchCriteria>(() =>
  loadSchemaModule().then((module) => module.FlightSearchSchema as StandardSchemaV1<FlightSearchCriteria>),
);

/** The schema module once loaded (the fields a failed check names), else undefined. */
export const loadedSchemaModule = (): SchemaModule | undefined => schemaModule;

export const loadFormApi = () => import('@tanstack/react-form').then((module) => module.FormApi as never);
