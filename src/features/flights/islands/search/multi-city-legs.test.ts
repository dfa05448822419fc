import { describe, expect, it } from 'vitest';
import { emptyLeg, type SearchLeg, type SearchPlace } from '../../search-criteria';
import { changeLeg } from './multi-city-legs';

const SYD: SearchPlace = { code: 'SYD', codeType: 'A', name: 'Sydney' };
const SIN: SearchPlace = { code: 'SIN', codeType: 'A', name: 'Singapore' };
const LHR: SearchPlace = { code: 'LHR', codeType: 'A', name: 'London' };
const PER: SearchPlace = { code: 'PER', codeType: 'A', name: 'Perth' };

describe('changeLeg', () => {
  it('starts leg 2 where leg 1 ended', () => {
    const legs: SearchLeg[] = [{ dep: SYD, arr: null, depDate: '' }, emptyLeg(), emptyLeg()];
    const next = changeLeg(legs, 0, { arr: SIN });
    expect(next[0]).toEqual({ dep: SYD, arr: SIN, depDate: '' });
    expect(next[1]!.dep).toEqual(SIN);
    expect(next[2]!.dep).toBeNull();
  });

  it('follows a changed arrival while the next departure was the old one', () => {
    const legs: SearchLeg[] = [
      { dep: SYD, arr: SIN, depDate: '' },
      { dep: SIN, arr: LHR, depDate: '' },
      emptyLeg(),
    ];
    expect(changeLeg(legs, 0, { arr: PER })[1]!.dep).toEqual(PER);
    // Leg 2's arrival also starts leg 3.
    expect(changeLeg(legs, 1, { arr: PER })[2]!.dep).toEqual(PER);
  });

  it('keeps a departure the traveller chose', () => {
    const legs: SearchLeg[] = [
      { dep: SYD, arr: SIN, depDate: '' },
      { dep: PER, arr: LHR, depDate: '' },
      emptyLeg(),
    ];
    expect(changeLeg(legs, 0, { arr: LHR })[1]!.dep).toEqual(PER);
  });

  it('changes only the leg asked for when no arrival changed', () => {
    const legs: SearchLeg[] = [emptyLeg(), emptyLeg(), emptyLeg()];
    const next = changeLeg(legs, 1, { depDate: '2027-01-05' });
    expect(next.map((leg) => leg.depDate)).toEqual(['', '2027-01-05', '']);
    expect(next[0]).toBe(legs[0]);
  });
});
