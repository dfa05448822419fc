import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryDetail, EnquiryPage } from '../../shared/contracts/enquiries';
import { enquiryReplies, enquiryStates, outboxEmails, staffAudit } from '../db/schema';
import { seed } from '../seed/seed';
import { CALLERS, postAs, tokensOfEveryRole, type RoleTokens } from '../test-kits/staff-roles-test-kit';
import { createTestServices, type TestServices } from '../testing/test-platform';

let t: TestServices;
let who: RoleTokens;
let enquiryId: string;

const SUBMITTER = 'amelia.chen@example.com';

async function submitContact(message: string, firstName = 'Amelia'): Promise<string> {
  // A minute apart, so "newest first" has one answer.
  t.clock.advance(60_000);
  const answer = await postAs(
    t,
    'content',
    '/forms/contact/submissions',
    {
      values: { firstName, lastName: 'Chen', email: SUBMITTER, topic: 'new-trip', message },
    },
    who.tokens.guest,
    { 'X-Client-Ip': `198.51.100.${Math.floor(Math.random() * 200)}` },
  );
  expect(answer.status, answer.json.message).toBe(201);
  return answer.json.data.id as string;
}

const post = (path: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
  postAs(t, 'content', path, body, token, headers);

beforeAll(async () => {
  t = await createTestServices();
  await seed(t.platform, 'src/content');
  who = await tokensOfEveryRole(t, 'enquiries');
  enquiryId = await submitContact('We would like to fly to Lisbon next May.');
});
afterAll(() => t.close());

describe('who may use the enquiries inbox', () => {
  const calls = () =>
    [
      ['/Staff/Enquiries/Search', {}],
      ['/Staff/Enquiries/Detail', { id: enquiryId }],
      ['/Staff/Enquiries/Update', { id: enquiryId, status: 'closed' }],
      ['/Staff/Enquiries/Reply', { id: enquiryId, subject: 'Hi', body: 'Hello' }],
      ['/Staff/Enquiries/Export', {}],
    ] as const;

  it.each(CALLERS)('%s', async (caller) => {
    for (const [path, body] of calls()) {
      const answer = await post(path, body, who.tokens[caller], { 'Idempotency-Key': `access-${caller}-x1` });
      if (caller === 'agent' || caller === 'admin') expect(answer.status, path).toBeLessThan(300);
      else expect([path, answer.status]).toEqual([path, caller === 'guest' ? 401 : 403]);
    }
  });

  it('refuses without any token', async () => {
    const response = await t.services.content.request('/Staff/Enquiries/Search', { method: 'POST' });
    expect(response.status).toBe(401);
  });
});

describe('the inbox', () => {
  it('lists submissions newest first with their submitter, filtered by form, status and date', async () => {
    const second = await submitContact('A second question', 'Noah');
    const all = await post('/Staff/Enquiries/Search', {}, who.tokens.agent);
    const page = all.json.data as EnquiryPage;
    expect(page.items[0]).toMatchObject({
      id: second,
      formKey: 'contact',
      fromEmail: SUBMITTER,
      fromName: 'Noah Chen',
    });
    expect(page.forms.map((form) => form.key)).toContain('contact');
    expect(page.staff.map((member) => member.id)).toEqual(
      expect.arrayContaining([who.ids.agent, who.ids.admin]),
    );
    const none = await post('/Staff/Enquiries/Search', { formKey: 'newsletter-nothing' }, who.tokens.agent);
    expect(none.json.data.total).toBe(0);
    const today = await post(
      '/Staff/Enquiries/Search',
      { from: '2026-11-21', to: '2026-11-21' },
      who.tokens.agent,
    );
    expect(today.json.data.total).toBeGreaterThanOrEqual(2);
    const later = await post('/Staff/Enquiries/Search', { from: '2026-12-01' }, who.tokens.agent);
    expect(later.json.data.total).toBe(0);
  });

  it('400s bad filters and ids with the field and the reason', async () => {
    const bad = await post('/Staff/Enquiries/Search', { status: 'open', page: 0 }, who.tokens.agent);
    expect([bad.status, bad.json.message]).toEqual([400, expect.stringMatching(/status must be/)]);
    const date = await post('/Staff/Enquiries/Search', { from: '27/11/2026' }, who.tokens.agent);
    expect(date.status).toBe(400);
    const id = await post('/Staff/Enquiries/Detail', { id: 'nope' }, who.tokens.agent);
    expect([id.status, id.json.message]).toEqual([400, expect.stringMatching(/id must be/)]);
    const nothing = await post('/Staff/Enquiries/Update', { id: enquiryId }, who.tokens.agent);
    expect([nothing.status, nothing.json.message]).toEqual([400, expect.stringMatching(/Give a status/)]);
    const missing = await post('/Staff/Enquiries/Detail', { id: t.platform.ids.uuid() }, who.tokens.agent);
    expect(missing.status).toBe(404);
  });
});

describe('handling an enquiry', () => {
  it('sets the status and assignee, audited with before and after', async () => {
    const answer = await post(
      '/Staff/Enquiries/Update',
      { id: enquiryId, status: 'in_progress', assigneeId: who.ids.agent },
      who.tokens.agent,
    );
    expect(answer.status, answer.json.message).toBe(200);
    const [state] = await t.platform.database.db
      .select()
      .from(enquiryStates)
      .where(eq(enquiryStates.submissionId, enquiryId));
    expect(state).toMatchObject({ status: 'in_progress', assigneeId: who.ids.agent });
    const audit = await t.platform.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.targetId, enquiryId));
    expect(audit.at(-1)).toMatchObject({
      action: 'enquiry.update',
      actorId: who.ids.agent,
      after: { status: 'in_progress', assigneeId: who.ids.agent },
    });
    const mine = await post(
      '/Staff/Enquiries/Search',
      { assigneeId: who.ids.agent, status: 'in_progress' },
      who.tokens.agent,
    );
    expect(mine.json.data.items.map((item: { id: string }) => item.id)).toEqual([enquiryId]);
  });

  it('refuses an assignee who is not an agent or admin', async () => {
    const answer = await post(
      '/Staff/Enquiries/Update',
      { id: enquiryId, assigneeId: who.ids.editor },
      who.tokens.agent,
    );
    expect([answer.status, answer.json.message]).toEqual([
      400,
      'assigneeId must be the account of an agent or an admin',
    ]);
  });

  it('replies by email with the original quoted, once per Idempotency-Key', async () => {
    const body = { id: enquiryId, subject: 'Your Lisbon trip', body: 'We have business class seats in May.' };
    const missingKey = await post('/Staff/Enquiries/Reply', body, who.tokens.agent);
    expect(missingKey.status).toBe(400);
    const headers = { 'Idempotency-Key': 'reply-lisbon-0001' };
    const first = await post('/Staff/Enquiries/Reply', body, who.tokens.agent, headers);
    expect(first.status, first.json.message).toBe(201);
    const again = await post('/Staff/Enquiries/Reply', body, who.tokens.agent, headers);
    expect([again.status, again.json.data.replayed]).toEqual([200, true]);
    const emails = await t.platform.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'Your Lisbon trip'));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.recipient).toBe(SUBMITTER);
    expect(emails[0]!.text).toMatch(/We have business class seats in May\.\n\nOn .+ you wrote:\n> .*Amelia/);
    expect(emails[0]!.text).toContain('> Message: We would like to fly to Lisbon next May.');
    const replies = await t.platform.database.db
      .select()
      .from(enquiryReplies)
      .where(eq(enquiryReplies.subject, body.subject));
    expect(replies).toHaveLength(1);
    const detail = (await post('/Staff/Enquiries/Detail', { id: enquiryId }, who.tokens.admin)).json
      .data as EnquiryDetail;
    expect(detail.history.map((reply) => reply.subject)).toContain('Your Lisbon trip');
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { name: 'message', label: expect.any(String), value: 'We would like to fly to Lisbon next May.' },
      ]),
    );
    const audit = await t.platform.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'enquiry.reply'));
    expect(audit.filter((row) => row.summary.endsWith(body.subject))).toHaveLength(1);
    const bad = await post('/Staff/Enquiries/Reply', { ...body, subject: '' }, who.tokens.agent, {
      'Idempotency-Key': 'reply-empty-0001',
    });
    expect([bad.status, bad.json.message]).toEqual([400, expect.stringMatching(/subject is required/)]);
  });
});

describe('the CSV export', () => {
  it('is CSV with every enquiry, formula cells defused', async () => {
    await submitContact('=HYPERLINK("http://evil.example","click"), then "quotes"');
    const answer = await post('/Staff/Enquiries/Export', { formKey: 'contact' }, who.tokens.agent);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const [header, ...lines] = answer.text.trimEnd().split('\r\n');
    expect(header).toBe('Received (Sydney),Form,Status,Assignee,From email,From name,Replies');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(answer.text).toContain(
      `"Message: =HYPERLINK(""http://evil.example"",""click""), then ""quotes"""`,
    );
    const bad = await post('/Staff/Enquiries/Export', { status: 'x' }, who.tokens.agent);
    expect(bad.status).toBe(400);
  });
});
