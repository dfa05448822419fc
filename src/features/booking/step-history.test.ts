import { describe, expect, it } from 'vitest';
import { stepFromHistory, stepHistoryAction } from './step-history';

describe('stepHistoryAction: each booking step is a browser history entry', () => {
  it.each([
    ['the first step shown marks the entry it arrived on', null, 1, null, 'replace'],
    ['a reload on an entry that already holds the step', null, 3, 3, 'none'],
    ['a reload where the entry holds another step', null, 3, 2, 'replace'],
    ['Continue to the next step adds an entry', 2, 3, 2, 'push'],
    ['the in-page Back button adds an entry too', 3, 2, 3, 'push'],
    ['the same step again changes nothing', 3, 3, 3, 'none'],
    ['browser Back or Forward: the entry already holds the step', 3, 2, 2, 'none'],
  ] as const)('%s', (_, shown, step, inHistory, expected) => {
    expect(stepHistoryAction(shown, step, inHistory)).toBe(expected);
  });
});

describe('stepFromHistory: the step a history entry holds', () => {
  it.each([
    [{ bookingStep: 4 }, 4],
    [{ bookingStep: 0 }, null],
    [{ bookingStep: '2' }, null],
    [{ resultsStep: 1 }, null],
    [null, null],
    ['3', null],
  ])('%j → %s', (state, expected) => {
    expect(stepFromHistory(state)).toBe(expected);
  });
});
