import type { Migration } from './migration';

/**
 * Interface languages (issue 13): the language a traveller chose is kept on the profile, so it follows
 * them to every device they sign in on and writes their emails; an order keeps the language it was made
 * in, so a guest's confirmation (sent later by the reconciler too) is in that language.
 */
export const interfaceLanguage0012: Migration = {
  id: '0012_interface_language',
  statements: [
    `ALTER TABLE account_profiles
        ADD COLUMN language text CHECK (language IN ('en', 'id', 'ja', 'ko', 'zh-CN'))`,
    `ALTER TABLE orders ADD COLUMN language text`,
  ],
};
