import { describe, expect, it } from 'vitest';
import type { ChangesAnswer } from '../../shared/contracts/cache-tags';
import { ContentChangeFeed } from './content-change-feed';

function feedWith(answers: Array<ChangesAnswer | undefined>) {
  const queries: Array<{ after?: string; since?: string }> = [];
  const applied: Array<{ tags: string[]; reset: boolean }> = [];
  const feed = new ContentChangeFeed({
    fetchChanges: async (query) => {
      queries.push(query);
      return answers.shift();
    },
    apply: (change) => applied.push(change),
  });
  return { feed, queries, applied };
}

/** An answer whose cursor is its last change; each tag is one change, numbered up to the cursor. */
const answer = (cursor: number, tags: string[], extra: Partial<ChangesAnswer> = {}): ChangesAnswer => ({
  cursor,
  now: `2026-11-21T00:00:0${cursor % 10}.000Z`,
  changes: tags.map((tag, index) => ({ id: cursor - tags.length + 1 + index, tags: [tag] })),
  arrivedTags: [],
  reset: false,
  hasMore: false,
  ...extra,
});

describe('ContentChangeFeed', () => {
  it('starts at the current cursor without purging, then applies what changed after it', async () => {
    const { feed, queries, applied } = feedWith([answer(5, []), answer(7, ['list:deal'])]);
    await feed.poll();
    expect(applied).toEqual([]);
    await feed.poll();
    expect(queries).toEqual([{}, { after: '5', since: '2026-11-21T00:00:05.000Z' }]);
    expect(applied).toEqual([{ tags: ['list:deal'], reset: false }]);
    expect(feed.cursor).toBe(7);
  });

  it('purges everything on a reset, reads on while there is more, and keeps its cursor when the API is down', async () => {
    const { feed, applied, queries } = feedWith([
      answer(1, []),
      undefined,
      answer(9, [], { reset: true }),
      answer(12, ['a'], { hasMore: true }),
      answer(13, ['b']),
    ]);
    await feed.poll();
    await feed.poll();
    expect(feed.cursor).toBe(1);
    await feed.poll();
    await feed.poll();
    expect(applied).toEqual([
      { tags: [], reset: true },
      { tags: ['a'], reset: false },
      { tags: ['b'], reset: false },
    ]);
    expect(queries.at(-1)).toMatchObject({ after: '12' });
  });

  it('skips changes this instance applied itself, and applies publish dates that arrived', async () => {
    const { feed, applied } = feedWith([
      answer(3, []),
      answer(6, ['list:deal', 'list:insight', 'path:/x']),
      answer(6, [], { arrivedTags: ['list:promotion'] }),
    ]);
    await feed.poll();
    feed.noteAppliedHere(5);
    feed.noteAppliedHere(2);
    await feed.poll();
    expect(applied).toEqual([{ tags: ['list:deal', 'path:/x'], reset: false }]);
    await feed.poll();
    expect(applied.at(-1)).toEqual({ tags: ['list:promotion'], reset: false });
  });

  it('shares one poll between overlapping calls', async () => {
    const { feed, queries } = feedWith([answer(1, [])]);
    await Promise.all([feed.poll(), feed.poll(), feed.poll()]);
    expect(queries).toHaveLength(1);
  });
});
