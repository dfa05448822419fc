import { describe, expect, it } from 'vitest';
import { preferredFirst } from './preferred-countries';

const options = [
  { value: 'AF', label: 'Afghanistan' },
  { value: 'AU', label: 'Australia' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'ZW', label: 'Zimbabwe' },
];

describe('preferredFirst', () => {
  it('puts the preferred countries first in their order and keeps the rest as sorted, each once', () => {
    expect(preferredFirst(options, ['AU', 'NZ', 'XX', 'GB']).map((o) => o.value)).toEqual([
      'AU',
      'NZ',
      'GB',
      'AF',
      'ZW',
    ]);
  });

  it('leaves the list as it was without preferred countries', () => {
    expect(preferredFirst(options, [])).toEqual(options);
  });
});
