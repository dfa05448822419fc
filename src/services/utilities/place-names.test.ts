import { describe, expect, it } from 'vitest';
import data from '../../shared/places/place-names.json' with { type: 'json' };
import { PLACE_FIELDS } from '../../shared/places/place-names';
import { loadNetwork } from '../flights/network';
import { suggestionCandidates } from './utilities.routes';

describe('the shared place names', () => {
  it('are the auto-suggestion places as this network names them (npx tsx scripts/derive-place-names.ts)', () => {
    const derived = suggestionCandidates(loadNetwork()).map((place) =>
      PLACE_FIELDS.map((field) => place[field]),
    );
    expect(data.fields).toEqual([...PLACE_FIELDS]);
    expect(data.rows).toEqual(derived);
  });
});
