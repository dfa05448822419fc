/**
 * Step 1 of the hotel booking, "Guest details": the lead guest, how the hotel reaches them and their
 * special requests, as the form holds them (flat strings), checked with the order's own schema
 * (HotelGuestFormSchema) so the step passes exactly when OrderCreate would accept it.
 */
import { fieldErrors } from '../account/form-errors';
import type { FullProfile } from '../../shared/contracts/account';
import { HotelGuestFormSchema, type HotelGuestFormInput } from '../../shared/contracts/hotel-order';
import { EXTENDED_TITLES, TITLES } from '../../shared/validation/fields';

export interface GuestDraft {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileCountry: string;
  mobileNumber: string;
  specialRequests: string;
}

export const EMPTY_GUEST: GuestDraft = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  mobileCountry: 'AU',
  mobileNumber: '',
  specialRequests: '',
};

/** The titles the form offers: the order schema's, so a chosen title always passes. */
export const GUEST_TITLES: readonly string[] = [...TITLES, ...EXTENDED_TITLES];

/** The wire shape of the guest (HotelOrderCreateRequest.guest). */
export function guestInput(draft: GuestDraft): HotelGuestFormInput {
  return {
    title: draft.title as HotelGuestFormInput['title'],
    firstName: draft.firstName,
    lastName: draft.lastName,
    contact: {
      email: draft.email,
      mobile: { mobileCountry: draft.mobileCountry, mobileNumber: draft.mobileNumber },
    },
    specialRequests: draft.specialRequests,
  };
}

/** The step's errors keyed by the draft's field names; undefined when the step is valid. */
export function guestErrors(draft: GuestDraft): Partial<Record<keyof GuestDraft, string>> | undefined {
  return fieldErrors(HotelGuestFormSchema, guestInput(draft), {
    'contact.email': 'email',
    'contact.mobile': 'mobileNumber',
    'contact.mobile.mobileCountry': 'mobileCountry',
    'contact.mobile.mobileNumber': 'mobileNumber',
    contact: 'email',
  }) as Partial<Record<keyof GuestDraft, string>> | undefined;
}

export interface GuestChoice {
  id: string;
  label: string;
  draft: GuestDraft;
}

const knownTitle = (title: string | null) => (title && GUEST_TITLES.includes(title) ? title : '');

/**
 * Who can be the lead guest, from a signed-in profile: the traveller, then each companion. The
 * booking's contact stays the traveller's (their email and mobile) unless a companion has their own.
 */
export function guestChoices(profile: FullProfile | null): GuestChoice[] {
  if (!profile) return [];
  const own = {
    email: profile.email,
    mobileCountry: profile.mobile?.mobileCountry ?? 'AU',
    mobileNumber: profile.mobile?.mobileNumber ?? '',
  };
  const person = (
    id: string,
    who: { title: string | null; firstName: string; lastName: string },
    contact: typeof own,
  ) => ({
    id,
    label: `${who.firstName} ${who.lastName}`,
    draft: {
      ...EMPTY_GUEST,
      title: knownTitle(who.title),
      firstName: who.firstName,
      lastName: who.lastName,
      ...contact,
    },
  });
  return [
    person('me', profile, own),
    ...profile.companions.map((companion) =>
      person(companion.companionId, companion, {
        email: companion.email ?? own.email,
        mobileCountry: companion.mobile?.mobileCountry ?? own.mobileCountry,
        mobileNumber: companion.mobile?.mobileNumber ?? own.mobileNumber,
      }),
    ),
  ];
}

/** The form's first values: what this tab typed for this room, else the signed-in traveller. */
export function initialGuest(saved: GuestDraft | null, profile: FullProfile | null): GuestDraft {
  if (saved) return { ...EMPTY_GUEST, ...saved };
  return guestChoices(profile)[0]?.draft ?? EMPTY_GUEST;
}
