import i18next, { type TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberPlainLookups } from './remembered-t';

async function fixedT(): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          greeting: 'Hello',
          welcome: 'Welcome, {{name}}',
          item_one: '{{count}} item',
          item_other: '{{count}} items',
          nested: { a: 'A', b: 'B' },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT('en');
}

describe('rememberPlainLookups', () => {
  it('answers exactly as i18next does, with and without options', async () => {
    const t = await fixedT();
    const remembered = rememberPlainLookups(t);
    for (let round = 0; round < 2; round += 1) {
      expect(remembered('greeting')).toBe(t('greeting'));
      expect(remembered('missing.key')).toBe(t('missing.key'));
      expect(remembered('welcome', { name: 'Ada' })).toBe('Welcome, Ada');
      expect(remembered('item', { count: 1 })).toBe('1 item');
      expect(remembered('item', { count: 3 })).toBe('3 items');
      expect(remembered('nested', { returnObjects: true })).toEqual({ a: 'A', b: 'B' });
      expect(remembered(['missing', 'greeting'])).toBe('Hello');
    }
    expect((remembered as unknown as { lng: string }).lng).toBe('en');
  });

  it('asks i18next once per plain key, and every time when options are given', async () => {
    const t = await fixedT();
    const spy = vi.fn(t);
    const remembered = rememberPlainLookups(spy as unknown as TFunction);
    remembered('greeting');
    remembered('greeting');
    remembered('greeting');
    expect(spy).toHaveBeenCalledTimes(1);
    remembered('welcome', { name: 'Ada' });
    remembered('welcome', { name: 'Grace' });
    expect(spy).toHaveBeenCalledTimes(3);
    expect(remembered('welcome', { name: 'Grace' })).toBe('Welcome, Grace');
  });
});
