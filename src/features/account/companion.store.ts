import { persistentAtom } from '@nanostores/persistent';
import { jsonCoding } from './profile-storage';

/**
 * $companion: the companion being added or edited on the Traveller Info tab (spec §3 "companion"), so
 * a reload keeps the half-done form. `companionId` is null for a new companion.
 */
export interface CompanionDraft {
  companionId: string | null;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  gender: string;
  nationality: string;
  mobileCountry: string;
  /** Optional: a draft kept from before the area had its own field has none. */
  mobileArea?: string;
  mobileNumber: string;
}

export const EMPTY_COMPANION: CompanionDraft = {
  companionId: null,
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  dateOfBirth: '',
  gender: '',
  nationality: '',
  mobileCountry: 'AU',
  mobileNumber: '',
};

/** `editing` is false when no companion form is open. */
export const $companion = persistentAtom<{ editing: boolean; draft: CompanionDraft }>(
  'ctg_companion',
  { editing: false, draft: EMPTY_COMPANION },
  jsonCoding,
);

export function editCompanion(draft: CompanionDraft): void {
  $companion.set({ editing: true, draft });
}

export function updateCompanionDraft(draft: CompanionDraft): void {
  if ($companion.get().editing) $companion.set({ editing: true, draft });
}

export function closeCompanion(): void {
  $companion.set({ editing: false, draft: EMPTY_COMPANION });
}
