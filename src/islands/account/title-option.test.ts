import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../lib/i18n/i18n';
import { createIslandI18n } from '../i18n/island-i18n';
import { titleOption } from './kit';

const profileOf = (locale: 'en' | 'ja' | 'zh-CN') => ({ profile: RESOURCES[locale].profile });

describe('title options', () => {
  it('shows the stored value in English, exactly as before', () => {
    const t = createIslandI18n('en', profileOf('en')).getFixedT('en');
    expect(titleOption(t, 'Mr.')).toEqual({ value: 'Mr.', label: 'Mr.' });
    expect(titleOption(t, 'Doctor')).toEqual({ value: 'Doctor', label: 'Doctor' });
  });

  it('names the title in the reader’s language and keeps the value the airline takes', () => {
    const zh = createIslandI18n('zh-CN', profileOf('zh-CN')).getFixedT('zh-CN');
    expect(titleOption(zh, 'Ms')).toEqual({ value: 'Ms', label: '女士' });
    const ja = createIslandI18n('ja', profileOf('ja')).getFixedT('ja');
    expect(titleOption(ja, 'Mr.')).toEqual({ value: 'Mr.', label: 'Mr（男性）' });
  });

  it('shows an unknown title as it is stored', () => {
    const ja = createIslandI18n('ja', profileOf('ja')).getFixedT('ja');
    expect(titleOption(ja, 'Capt')).toEqual({ value: 'Capt', label: 'Capt' });
  });
});
