import { describe, expect, it } from 'vitest';
import { knownAccountMessage } from './account-messages.server';
import { signInRefusalOf } from './sign-in-refusal';

describe('signInRefusalOf', () => {
  it('tells too many attempts and an unavailable limiter apart from wrong credentials', () => {
    expect(signInRefusalOf(429)).toBe('rate-limited');
    // Redis away: the traveller's password may be right, so never "Invalid username password".
    expect(signInRefusalOf(503)).toBe('unavailable');
    expect(signInRefusalOf(401)).toBe('invalid');
    expect(signInRefusalOf(400)).toBe('invalid');
  });

  it("the limiter's refusal of a code (shown as the service wrote it) reads in the reader's language", () => {
    const text = 'Sign-in is unavailable for a moment. Please try again in a few minutes.';
    expect(knownAccountMessage('en', text)).toBe(text);
    expect(knownAccountMessage('ja', text)).toBe(
      'ただいまサインインをご利用いただけません。数分後にもう一度お試しください。',
    );
    expect(knownAccountMessage('zh-CN', text)).toBe('登录暂时不可用，请几分钟后重试。');
  });
});
