import { describe, expect, it } from 'vitest';
import { emptyFilters } from './result-filters';
import { defaultViewState, viewStateFromHash, viewStateToHash } from './results-view-state';

describe('results view in the URL fragment (issue 12: steps in history, filters in the URL)', () => {
  it('writes nothing for the default view', () => {
    expect(viewStateToHash(defaultViewState())).toBe('');
  });

  it('round-trips a step, a sort order and every filter', () => {
    const state = {
      step: 1,
      sort: 'cheapest' as const,
      filters: {
        stops: [0 as const, 1 as const],
        departureBands: ['morning' as const],
        arrivalBands: ['evening' as const, 'night' as const],
        airlines: ['QF', 'SQ'],
        maxPrice: 5400,
        maxDurationMinutes: 1500,
        layoverAirports: ['SIN'],
        lieFlatOnly: true,
        directAisleOnly: true,
      },
      highlight: ['QF1', 'QF2'],
    };
    const hash = viewStateToHash(state);
    expect(hash).toBe(
      '#step=1&sort=cheapest&stops=0,1&dep=morning&arr=evening,night&airlines=QF,SQ&maxPrice=5400&maxTime=1500&via=SIN&lieFlat=1&aisle=1&highlight=QF1,QF2',
    );
    expect(viewStateFromHash(hash, 2)).toEqual(state);
  });

  it('drops what it does not know and caps the step at the last journey', () => {
    const state = viewStateFromHash('#step=7&sort=random&stops=5,1&airlines=qantas,QF&maxPrice=-3&via=X', 2);
    expect(state).toEqual({
      step: 1,
      sort: 'best',
      filters: { ...emptyFilters(), stops: [1], airlines: ['QF'] },
      highlight: [],
    });
    expect(viewStateFromHash('#step=1', 1).step).toBe(0);
    expect(viewStateFromHash('', 3)).toEqual(defaultViewState());
  });

  it('keeps "Lower emissions only" in the fragment (eco=1)', () => {
    const state = { ...defaultViewState(), filters: { ...emptyFilters(), lowerEmissionsOnly: true } };
    expect(viewStateToHash(state)).toBe('#eco=1');
    expect(viewStateFromHash('#eco=1', 1)).toEqual(state);
    expect(viewStateFromHash('#eco=yes', 1).filters.lowerEmissionsOnly).toBeUndefined();
  });

  it('keeps the flight numbers a shortlist link points to, and nothing that is not one', () => {
    expect(viewStateFromHash('#highlight=SQ218,SQ322', 2).highlight).toEqual(['SQ218', 'SQ322']);
    expect(viewStateFromHash('#highlight=SQ218,<b>,Q', 2).highlight).toEqual(['SQ218']);
  });
});
