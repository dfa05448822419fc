import type { ComponentType } from 'react';
import { DeferredForm, type AnyFormApi, type DeferredFormOptions } from './deferred-form';

/** What makes the kit's form (search-kit-form.tsx): the form's options, and whom to hand the form to. */
export interface KitFormMakerProps {
  options: unknown;
  onForm: (form: AnyFormApi) => void;
}

/**
 * The flight search as a kit form (form-kit.tsx's useAppForm, ADR 023) that loads on first use, for the
 * home page's script budget (ADR 008): until then DeferredForm's store holds the values; the first
 * focus or submit loads the kit's maker (search-kit-form.tsx), which the search form draws (`Maker`)
 * and which hands the kit's form over with the values so far. Drawn beside the fields rather than
 * around them, the maker arriving redraws no field (a field that had focus keeps it).
 */
export class DeferredKitForm<V extends object> extends DeferredForm<V> {
  Maker: ComponentType<KitFormMakerProps> | null = null;
  private handOver: ((form: AnyFormApi) => void) | null = null;

  constructor(
    private readonly loadMaker: () => Promise<ComponentType<KitFormMakerProps>>,
    options: DeferredFormOptions<V>,
  ) {
    // Not FormApi itself: create() below asks the kit.
    super(() => Promise.reject(new Error('the kit makes this form')), options);
  }

  /** The maker's props: the options with the values so far, read once, when it first draws. */
  makerProps(): KitFormMakerProps {
    return {
      options: { ...this.options, defaultValues: this.state.values },
      onForm: (form) => this.handOver?.(form),
    };
  }

  protected override async create(): Promise<AnyFormApi> {
    const Maker = await this.loadMaker();
    return new Promise<AnyFormApi>((resolve) => {
      this.handOver = resolve;
      this.Maker = Maker;
      this.touch();
    });
  }
}
