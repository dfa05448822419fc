/**
 * The home search form's TanStack Form, loaded when the traveller first uses the form rather than
 * with the page (issue 13 kept the home page under its 90 KB script budget this way; ADR 008).
 * Until then a plain store holds the values, which is all the form needs to render and remember a
 * search; the first focus or submit loads FormApi, which takes the values over and validates from then
 * on. It answers the part of FormApi's interface the search form uses.
 */
import type { FormApi } from '@tanstack/react-form';

export interface DeferredFormState<V> {
  values: V;
  submissionAttempts: number;
  errors: unknown[];
  /** The fields' errors (a form-level validator's go here too), once the real form has loaded. */
  fieldMeta?: Record<string, { errors: unknown[] } | undefined>;
}

export interface DeferredFormOptions<V> {
  defaultValues: V;
  validators?: { onSubmitAsync?: unknown; onDynamicAsync?: unknown };
  onSubmit: (props: { value: V }) => void;
  onSubmitInvalid?: () => void;
}

// FormApi's own generics (one per validator kind) are not needed by the form's callers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFormApi = FormApi<any, any, any, any, any, any, any, any, any, any, any, any>;
type FormApiClass = new (options: unknown) => AnyFormApi;

export class DeferredForm<V extends object> {
  private real: AnyFormApi | null = null;
  private loading: Promise<AnyFormApi> | null = null;
  private local: DeferredFormState<V>;
  private readonly listeners = new Set<() => void>();

  readonly store = {
    subscribe: (listener: () => void) => {
      this.listeners.add(listener);
      return { unsubscribe: () => void this.listeners.delete(listener) };
    },
  };

  constructor(
    private readonly loadFormApi: () => Promise<FormApiClass>,
    protected readonly options: DeferredFormOptions<V>,
  ) {
    this.local = { values: options.defaultValues, submissionAttempts: 0, errors: [] };
  }

  get state(): DeferredFormState<V> {
    return this.real ? (this.real.state as DeferredFormState<V>) : this.local;
  }

  /** Loads the real form (once) with the values so far; the form keeps working if the load fails. */
  load(): Promise<AnyFormApi> {
    this.loading ??= this.create().then((real) => {
      real.store.subscribe(() => this.notify());
      this.real = real;
      this.notify();
      return real;
    });
    this.loading.catch(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Makes the real form from the options and the values so far: here FormApi itself. */
  protected async create(): Promise<AnyFormApi> {
    const FormApiOf = await this.loadFormApi();
    const real = new FormApiOf({ ...this.options, defaultValues: this.local.values });
    real.mount();
    return real;
  }

  setFieldValue<K extends keyof V>(field: K, value: V[K]): void {
    if (this.real) return void this.real.setFieldValue(field as string, value as never);
    this.setLocal({ ...this.local.values, [field]: value });
  }

  reset(values: V, options?: { keepDefaultValues: boolean }): void {
    if (this.real) return void this.real.reset(values, options);
    this.setLocal(values);
  }

  /** Before FormApi loads nothing was submitted, so there is nothing to check again. */
  async validate(cause: 'submit' | 'change'): Promise<unknown> {
    return this.real?.validate(cause);
  }

  async handleSubmit(): Promise<void> {
    const real = await this.load();
    await real.handleSubmit();
  }

  private setLocal(values: V): void {
    this.local = { ...this.local, values };
    this.notify();
  }

  /** Tells subscribers with a new state object, so that React draws again (e.g. what create() asks for). */
  protected touch(): void {
    this.setLocal(this.local.values);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
