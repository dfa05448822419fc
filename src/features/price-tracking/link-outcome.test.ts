import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../shared/content/safe-link';
import { landingPath, LINK_OUTCOMES, outcomeOfStatus, trackerTokenOf, TRACKER_ACTIONS } from './link-outcome';

const TOKEN = 'A'.repeat(40) + '_-9';

describe('price-tracking link landings', () => {
  it('take only a token shaped as the emails carry it', () => {
    expect(trackerTokenOf(TOKEN)).toBe(TOKEN);
    expect(trackerTokenOf(` ${TOKEN} `)).toBe(TOKEN);
    expect(trackerTokenOf('short')).toBeUndefined();
    expect(trackerTokenOf(`${TOKEN}x`)).toBeUndefined();
    expect(trackerTokenOf(null)).toBeUndefined();
  });

  it('read a refusal of the link as invalid, anything else as unavailable', () => {
    expect(outcomeOfStatus(404)).toBe('invalid');
    expect(outcomeOfStatus(400)).toBe('invalid');
    expect(outcomeOfStatus(429)).toBe('unavailable');
    expect(outcomeOfStatus(500)).toBe('unavailable');
  });

  it('send back to a same-site page the redirect guard keeps as it is', () => {
    for (const action of TRACKER_ACTIONS)
      for (const outcome of LINK_OUTCOMES) {
        const path = landingPath(action, outcome);
        expect(path).toBe(`/price-tracking/${action}?outcome=${outcome}`);
        expect(safeReturnPath(path, 'https://ctg.example')).toBe(path);
      }
  });
});
