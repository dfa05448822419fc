import { describe, expect, it } from 'vitest';
import { CMS_MESSAGES } from '../../shared/contracts/cms';
import { contentMessage } from './content-messages.server';
import { cmsLang } from './content-language';
import { FORM_MESSAGES } from '../../shared/content/form-rules';
import { FORM_FAILURE_MESSAGE } from './form-state.server';

const spoken = [
  FORM_MESSAGES.required,
  FORM_MESSAGES.email,
  FORM_MESSAGES.number,
  FORM_MESSAGES.minLength(10),
  FORM_MESSAGES.maxLength(200),
  FORM_MESSAGES.exactLength(4),
  FORM_MESSAGES.minValue(1),
  FORM_MESSAGES.maxValue(9),
  FORM_MESSAGES.option,
  FORM_MESSAGES.date,
  FORM_MESSAGES.url,
  FORM_MESSAGES.submitFailed,
  FORM_FAILURE_MESSAGE,
  ...Object.values(CMS_MESSAGES),
];

describe('content messages', () => {
  it('has every form and listing message in each language (none left English)', () => {
    for (const locale of ['id', 'ja', 'ko', 'zh-CN'] as const)
      for (const text of spoken) expect(contentMessage(locale, text), `${locale}: ${text}`).not.toBe(text);
  });

  it('fills the varying part, and tells a length from a value', () => {
    expect(contentMessage('ja', 'This field must be at least 10 characters')).toBe(
      '10文字以上で入力してください',
    );
    expect(contentMessage('ja', 'This field must be at least 10')).toBe('10以上の値を入力してください');
    expect(contentMessage('zh-CN', FORM_MESSAGES.maxLength(200))).toBe('最多可输入 200 个字符');
  });

  it('keeps English, and an unknown text, as they are', () => {
    expect(contentMessage('en', FORM_MESSAGES.required)).toBe(FORM_MESSAGES.required);
    expect(contentMessage('ja', 'Thanks, Ann!')).toBe('Thanks, Ann!');
  });

  it('marks CMS text as English only on pages in another language', () => {
    expect(cmsLang('en')).toBeUndefined();
    expect(cmsLang('ja')).toBe('en');
  });
});
