import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../lib/i18n/i18n';
import { createTranslator, type Messages } from '../../../shared/i18n/translate';
import { titleOption } from './kit';

const profileOf = (locale: 'en' | 'ja' | 'zh-CN') => ({ profile: RESOURCES[locale].profile }) as Messages;
// The island's t, as IslandShell makes it over the messages the page passes.
const tIn = (locale: 'en' | 'ja' | 'zh-CN') => createTranslator(profileOf(locale), locale);

describe('title options', () => {
  it('shows the stored value in English, exactly as before', () => {
    const t = tIn('en');
    expect(titleOption(t, 'en', 'Mr.')).toEqual({ value: 'Mr.', label: 'Mr.' });
    expect(titleOption(t, 'en', 'Doctor')).toEqual({ value: 'Doctor', label: 'Doctor' });
  });

  it('names the title in the reader’s language and keeps the value the airline takes', () => {
    const zh = tIn('zh-CN');
    expect(titleOption(zh, 'zh-CN', 'Ms')).toEqual({ value: 'Ms', label: '女士' });
    const ja = tIn('ja');
    expect(titleOption(ja, 'ja', 'Mr.')).toEqual({ value: 'Mr.', label: 'Mr（男性）' });
  });

  it('shows an unknown title as it is stored', () => {
    const ja = tIn('ja');
    expect(titleOption(ja, 'ja', 'Capt')).toEqual({ value: 'Capt', label: 'Capt' });
  });
});
