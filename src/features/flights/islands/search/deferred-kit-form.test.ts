import { FormApi } from '@tanstack/react-form';
import { describe, expect, it, vi } from 'vitest';
import type { AnyFormApi } from './deferred-form';
import { DeferredKitForm, type KitFormMakerProps } from './deferred-kit-form';

interface Values {
  from: string;
  to: string;
}

const Maker = () => null;

function makeForm(onSubmit = vi.fn()) {
  const loadMaker = vi.fn(async () => Maker);
  const form = new DeferredKitForm<Values>(loadMaker, { defaultValues: { from: '', to: '' }, onSubmit });
  return { form, loadMaker, onSubmit };
}

/** What the maker (search-kit-form.tsx) does once drawn: makes the form from its options, hands it over. */
function drawMaker({ options, onForm }: KitFormMakerProps): AnyFormApi {
  const made = new FormApi(options as never) as AnyFormApi;
  made.mount();
  onForm(made);
  return made;
}

describe('DeferredKitForm', () => {
  it('holds values without the kit until first use', () => {
    const { form, loadMaker } = makeForm();
    form.setFieldValue('from', 'SYD');
    expect(form.state.values).toEqual({ from: 'SYD', to: '' });
    expect(form.Maker).toBeNull();
    expect(loadMaker).not.toHaveBeenCalled();
  });

  it('on first use asks to draw the maker, with the values so far, and takes its form over', async () => {
    const { form } = makeForm();
    const seen: unknown[] = [];
    form.store.subscribe(() => seen.push(form.Maker));
    form.setFieldValue('from', 'SYD');
    const loading = form.load();
    await vi.waitFor(() => expect(form.Maker).toBe(Maker));
    expect(seen.at(-1)).toBe(Maker);

    const made = drawMaker(form.makerProps());
    await expect(loading).resolves.toBe(made);
    expect(form.state.values).toEqual({ from: 'SYD', to: '' });
    form.setFieldValue('to', 'LHR');
    expect(made.state.values).toEqual({ from: 'SYD', to: 'LHR' });
  });

  it('a submit before the kit has loaded waits for the form the maker makes, then submits', async () => {
    const { form, onSubmit } = makeForm();
    form.setFieldValue('to', 'LHR');
    const submitting = form.handleSubmit();
    await vi.waitFor(() => expect(form.Maker).toBe(Maker));
    drawMaker(form.makerProps());
    await submitting;
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ value: { from: '', to: 'LHR' } }));
  });
});
