import * as v from 'valibot';
import { LOCALES } from '../i18n/languages';

/** What an account may do: travellers book; editors and admins also preview drafts and edit content. */
export const ACCOUNT_ROLES = ['traveller', 'editor', 'agent', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Preview (drafts, the ribbon, the edit overlay) and content editing are for content staff only. */
export function isContentStaff(role: AccountRole | null | undefined): boolean {
  return role === 'editor' || role === 'admin';
}

/** Orders, bank payments and enquiries are run by agents and admins (issue 24). */
export function isOrderStaff(role: AccountRole | null | undefined): boolean {
  return role === 'agent' || role === 'admin';
}

/** Any staff role: its sessions are shorter than a traveller's (issue 24). */
export function isStaff(role: AccountRole | null | undefined): boolean {
  return isContentStaff(role) || isOrderStaff(role);
}

/** The signed-in traveller as /Account/GetProfile returns it (the accounts issue extends it). */
export const ProfileSchema = v.object({
  id: v.string(),
  email: v.string(),
  title: v.nullable(v.string()),
  givenName: v.string(),
  familyName: v.string(),
  // A back-end that does not send a role (or sends one we do not know) gets the least: traveller.
  role: v.optional(v.fallback(v.picklist(ACCOUNT_ROLES), 'traveller'), 'traveller'),
  // The stored interface language; a back-end without it (or with one we do not offer) gives none.
  language: v.optional(v.fallback(v.nullable(v.picklist(LOCALES)), null)),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;
