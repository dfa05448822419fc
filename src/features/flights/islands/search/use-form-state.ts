import { useCallback, useSyncExternalStore } from 'react';

interface FormLike<S> {
  readonly state: S;
  store: { subscribe: (listener: () => void) => { unsubscribe: () => void } };
}

/**
 * A TanStack Form's state for rendering. React's own useSyncExternalStore over the form's store (what
 * @tanstack/react-form's useStore does through a compatibility shim), to keep the home page's script small.
 */
export function useFormState<S>(form: FormLike<S>): S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = form.store.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [form],
  );
  const read = () => form.state;
  return useSyncExternalStore(subscribe, read, read);
}
