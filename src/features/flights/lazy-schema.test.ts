import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { lazySchema } from './lazy-schema';

describe('a schema loaded on first use', () => {
  it('loads once, then validates as the real schema', async () => {
    const real = v.object({ name: v.pipe(v.string(), v.minLength(1, 'Name is required')) });
    const load = vi.fn(async () => real as unknown as StandardSchemaV1<{ name: string }>);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    const failed = await schema['~standard'].validate({ name: '' });
    expect(failed.issues?.[0]?.message).toBe('Name is required');
    expect(await schema['~standard'].validate({ name: 'Olivia' })).toEqual({
      typed: true,
      value: { name: 'Olivia' },
    });
    await schema.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const real = v.string() as unknown as StandardSchemaV1<string>;
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const schema = lazySchema<string>(load);
    await expect(schema.preload()).rejects.toThrow('offline');
    expect((await schema['~standard'].validate('x')).issues).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
