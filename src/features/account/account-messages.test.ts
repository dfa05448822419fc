import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translateKnownMessage } from '../../shared/i18n/known-messages';
import { knownMessagePairs } from '../../lib/i18n/known-messages.server';
import * as schemas from '../../shared/validation';
import { ACCOUNT_MESSAGE_GROUPS, knownAccountMessage, withKnownMessages } from './account-messages.server';
import { FALLBACK_MESSAGES } from './fallback-messages';

type Entries = Record<string, v.GenericSchema>;

/** The fields of an object schema, through the pipes around it (cross-field checks). */
function entriesOf(schema: unknown): Entries | undefined {
  const node = schema as { entries?: Entries; pipe?: unknown[]; wrapped?: unknown };
  if (node.entries) return node.entries;
  if (node.pipe) return entriesOf(node.pipe[0]);
  return undefined;
}

/** Fields the page fills in, never the traveller: their limits have no message of ours. */
const HIDDEN = { siteId: 'ctg', token: 'token', loginToken: 'token', resetToken: 'token' };

/** Values each field of a form is likely to get wrong: empty, junk, too long, a bad group. */
function badValues(entries: Entries): unknown[] {
  const keys = Object.keys(entries);
  const fill = (value: unknown) => ({
    ...Object.fromEntries(keys.map((key) => [key, value])),
    ...Object.fromEntries(Object.entries(HIDDEN).filter(([key]) => keys.includes(key))),
  });
  return [
    {},
    fill(''),
    fill('1!'),
    fill('x'.repeat(300)),
    fill([{ airlineCode: '1', membershipNumber: '' }]),
    fill({ mobileCountry: 'ZZ', mobileNumber: '1' }),
    { ...fill('Ab1!xxxxxxxxxx'), newPassword: 'Ab1!xxxxxxxxxx', confirmPassword: 'Other1!xxxxxxx' },
    { ...fill('2031-01-01'), dateOfIssue: '2032-01-01', dateOfExpiry: '2031-01-01' },
  ];
}

/** Every message the account and profile schemas produce for the bad values above. */
function schemaMessages(): Set<string> {
  const messages = new Set<string>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (!name.endsWith('Schema')) continue;
    const entries = entriesOf(schema);
    if (!entries) continue;
    for (const value of badValues(entries)) {
      const result = v.safeParse(schema as v.GenericSchema, value, { abortEarly: false });
      if (!result.success) {
        // valibot's own "Invalid type: ..." answers a value of the wrong JavaScript type, which the
        // forms never send (they post what their controls hold); every other message is one of ours.
        for (const issue of result.issues)
          if (!issue.message.startsWith('Invalid type')) messages.add(issue.message);
      }
    }
  }
  return messages;
}

describe('the account forms in the reader’s language', () => {
  const messages = schemaMessages();

  it('finds the schema messages it checks (the spec texts and ours)', () => {
    expect(messages).toContain('This field is required');
    expect(messages).toContain('First name must contain only letters (A-Z, a-z) and spaces');
    expect(messages).toContain("New password and confirm password don't match");
    expect(messages.size).toBeGreaterThan(15);
  });

  it.each(['id', 'ja', 'ko', 'zh-CN'] as const)('every schema message has a %s text', (locale) => {
    const pairs = knownMessagePairs(locale, ACCOUNT_MESSAGE_GROUPS);
    const untranslated = [...messages].filter((text) => translateKnownMessage(pairs, text) === text);
    expect(untranslated).toEqual([]);
  });

  it('writes a field label in the language too, not only the sentence around it', () => {
    const text = knownAccountMessage('ja', 'First name must contain only letters (A-Z, a-z) and spaces');
    expect(text).toBe('名はローマ字（A～Z、a～z）とスペースのみで入力してください');
  });

  it('translates the inline messages of the schemas', () => {
    expect(knownAccountMessage('ko', 'Email is the only two-factor method')).toBe(
      '2단계 인증은 이메일로만 가능합니다',
    );
    expect(knownAccountMessage('zh-CN', 'Please select window or aisle')).toBe('请选择靠窗或靠过道座位');
  });

  it('translates the islands’ fallbacks and the services’ answers, with their varying parts', () => {
    for (const text of Object.values(FALLBACK_MESSAGES)) {
      expect(knownAccountMessage('id', text)).not.toBe(text);
    }
    expect(
      knownAccountMessage('ja', 'Too many attempts for this account. Please try again in 5 minutes.'),
    ).toBe('このアカウントへの試行回数が上限に達しました。5分後にもう一度お試しください。');
    expect(knownAccountMessage('id', 'At most 8 companions can be saved')).toBe(
      'Maksimal 8 rekan perjalanan dapat disimpan',
    );
  });

  it('keeps English and unknown texts (a masked address) as they came', () => {
    expect(knownAccountMessage('en', 'Invalid username password')).toBe('Invalid username password');
    expect(knownAccountMessage('ja', 'j***@example.com')).toBe('j***@example.com');
    expect(knownAccountMessage('ja', undefined)).toBeUndefined();
  });

  it('hands an island its texts with the pairs under the known-messages key', () => {
    const messages = withKnownMessages('ko', { profile: { saved: '저장' } }, ['accountMessages']);
    expect(messages.profile).toEqual({ profile: { saved: '저장' } }.profile);
    expect(messages.knownMessages).toContainEqual(['Companion added', '동반자가 추가되었습니다']);
  });
});
