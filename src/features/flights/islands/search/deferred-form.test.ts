import { FormApi } from '@tanstack/react-form';
import { describe, expect, it, vi } from 'vitest';
import { DeferredForm } from './deferred-form';

interface Values {
  from: string;
  to: string;
}

function makeForm(onSubmit = vi.fn(), onSubmitInvalid = vi.fn()) {
  const load = vi.fn(async () => FormApi as never);
  const form = new DeferredForm<Values>(load, {
    defaultValues: { from: '', to: '' },
    validators: {
      onSubmitAsync: ({ value }: { value: Values }) => (value.to ? undefined : 'Please fill in fly to'),
    },
    onSubmit,
    onSubmitInvalid,
  });
  return { form, load, onSubmit, onSubmitInvalid };
}

describe('DeferredForm', () => {
  it('holds values and tells subscribers before FormApi has loaded', () => {
    const { form, load } = makeForm();
    const seen: string[] = [];
    form.store.subscribe(() => seen.push(form.state.values.from));
    form.setFieldValue('from', 'SYD');
    form.reset({ from: 'MEL', to: 'LHR' }, { keepDefaultValues: true });
    expect(seen).toEqual(['SYD', 'MEL']);
    expect(form.state).toEqual({ values: { from: 'MEL', to: 'LHR' }, submissionAttempts: 0, errors: [] });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads FormApi once, which takes the values over and validates on submit', async () => {
    const { form, load, onSubmit, onSubmitInvalid } = makeForm();
    form.setFieldValue('from', 'SYD');
    await Promise.all([form.load(), form.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(form.state.values).toEqual({ from: 'SYD', to: '' });

    await form.handleSubmit();
    expect(onSubmitInvalid).toHaveBeenCalledTimes(1);
    expect(form.state.submissionAttempts).toBe(1);
    expect(form.state.errors).toContain('Please fill in fly to');

    form.setFieldValue('to', 'LHR');
    await form.validate('submit');
    expect(form.state.errors).toEqual([]);
    await form.handleSubmit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ value: { from: 'SYD', to: 'LHR' } }));
  });

  it('a submit before any focus loads FormApi and submits', async () => {
    const { form, load, onSubmit } = makeForm();
    form.setFieldValue('to', 'LHR');
    await form.handleSubmit();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps working when loading fails, and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(FormApi);
    const form = new DeferredForm<Values>(load, {
      defaultValues: { from: '', to: 'LHR' },
      onSubmit: vi.fn(),
    });
    await expect(form.load()).rejects.toThrow('offline');
    form.setFieldValue('from', 'SYD');
    expect(form.state.values.from).toBe('SYD');
    await form.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect(form.state.values).toEqual({ from: 'SYD', to: 'LHR' });
  });
});
