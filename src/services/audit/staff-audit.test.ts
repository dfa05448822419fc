import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { findStaffActor, listStaffActions, recordStaffAction } from './staff-audit';

describe('staff audit log', () => {
  let test: TestServices;
  let platform: TestServices['platform'];
  beforeAll(async () => {
    test = await createTestServices();
    platform = test.platform;
  });
  afterAll(() => test.close());

  it('records who did what to which item, newest first, and filters by target', async () => {
    const actor = await findStaffActor(platform, undefined);
    await recordStaffAction(platform, platform.database.db, actor, {
      action: 'content.save',
      targetType: 'deal',
      targetId: 'syd-lhr',
      summary: 'Saved deal syd-lhr',
      before: { price: 1 },
      after: { price: 2 },
    });
    await recordStaffAction(platform, platform.database.db, actor, {
      action: 'content.publish',
      targetType: 'deal',
      targetId: 'mel-sin',
      summary: 'Published deal mel-sin',
    });
    const deal = await listStaffActions(platform, { targetType: 'deal', targetId: 'syd-lhr', limit: 10 });
    expect(deal).toHaveLength(1);
    expect(deal[0]).toMatchObject({ action: 'content.save', actorId: 'editor-key', after: { price: 2 } });
    const all = await listStaffActions(platform, { limit: 10 });
    expect(all.map((row) => row.targetId)).toContain('mel-sin');
  });

  it('refuses to edit or delete a row, whoever asks', async () => {
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const refusal = (statement: ReturnType<typeof sql>) =>
      platform.database.db.execute(statement).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`UPDATE staff_audit SET summary = 'rewritten'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM staff_audit`)).toMatch(/append-only/);
    const rows = await listStaffActions(platform, { limit: 10 });
    expect(rows.every((row) => row.summary !== 'rewritten')).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
