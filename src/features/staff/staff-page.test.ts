import { describe, expect, it } from 'vitest';
import {
  emptyListKey,
  labelledOptions,
  postedOutcome,
  serviceAllows,
  staffMemberOptions,
} from './staff-page';

const request = (method: string) => ({
  request: new Request('https://ctg.test/dashboard/ctg-backend/orders', {
    method,
    body: method === 'POST' ? 'action=note' : undefined,
  }),
});

describe('postedOutcome', () => {
  it('acts on a form posted by a role the gate let in, with the request', async () => {
    const page = request('POST');
    const seen: Request[] = [];
    const outcome = await postedOutcome(page, true, async (posted) => {
      seen.push(posted);
      return { kind: 'noted' };
    });
    expect(outcome).toEqual({ kind: 'noted' });
    expect(seen).toEqual([page.request]);
  });

  it.each([
    ['GET', true],
    ['POST', false],
  ])('acts on nothing for a %s (allowed %s)', async (method, allowed) => {
    let calls = 0;
    const outcome = await postedOutcome(request(method), allowed, async () => {
      calls += 1;
      return 'acted';
    });
    expect(outcome).toBeNull();
    expect(calls).toBe(0);
  });
});

describe('serviceAllows', () => {
  it.each([
    ['an answer', { ok: true } as const, true, 200],
    ['a failure other than 403 (the page says it)', { ok: false, status: 502 } as const, true, 200],
    ['a 403 from the service', { ok: false, status: 403 } as const, false, 403],
    ['no answer (the gate refused)', null, false, 403],
  ])('%s: allowed %s, status %s', (_, answer, allowed, status) => {
    const response = { status: 200 };
    expect(serviceAllows(answer, response)).toBe(allowed);
    expect(response.status).toBe(status);
  });
});

describe('choices', () => {
  it("labels a contract's values with the page's text under a prefix", () => {
    const text = (key: string) => `[${key}]`;
    expect(labelledOptions(['new', 'closed'], text, 'statuses')).toEqual([
      { value: 'new', label: '[statuses.new]' },
      { value: 'closed', label: '[statuses.closed]' },
    ]);
  });

  it('offers each staff member by id, read as name and email', () => {
    expect(staffMemberOptions([{ id: 's1', name: 'Sam Lee', email: 'sam@ctg.test' }])).toEqual([
      { value: 's1', label: 'Sam Lee (sam@ctg.test)' },
    ]);
  });
});

describe('emptyListKey', () => {
  const keys = { filtered: 'noResults', unfiltered: 'noBookingsYet' };
  it.each([
    [{}, 'noBookingsYet'],
    [{ surname: 'Hartley' }, 'noResults'],
  ])('says of an empty list with filters %o: %s', (filters, key) => {
    expect(emptyListKey(filters, keys)).toBe(key);
  });
});
