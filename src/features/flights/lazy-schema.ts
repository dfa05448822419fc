import type { StandardSchemaV1 } from '@tanstack/react-form';

/**
 * A Standard Schema whose real schema is loaded on first use: the search form's valibot schema and
 * rules are only needed when a traveller submits, so the home page does not download them up front
 * (its script budget). TanStack Form runs it as an async validator. `preload` starts the download
 * early (when the form is first focused) so submitting does not wait.
 */
export type LazySchema<T> = StandardSchemaV1<T> & { preload: () => Promise<StandardSchemaV1<T>> };

export function lazySchema<T>(load: () => Promise<StandardSchemaV1<T>>): LazySchema<T> {
  let loading: Promise<StandardSchemaV1<T>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'lazy',
      validate: async (value) => (await preload())['~standard'].validate(value),
    },
    preload,
  };
}
