/**
 * Step 1 of the hotel booking, "Guest details": the lead guest, how the hotel reaches them and their
 * special requests, as the form holds them (flat strings), checked with the order's own schema
 * (HotelGuestFormSchema) so the step passes exactly when OrderCreate would accept it.
 */
import { fieldErrors } from '../../lib/validation/field-errors';
import type { FullProfile } from '../../shared/contracts/account';
import { HotelGuestFormSchema, type HotelGuestFormInput } from '../../shared/contracts/hotel-order';
import { EXTENDED_TITLES, TITLES } from '../../shared/validation/fields';
import { mobileFieldsOf } from '../account/mobile-fields';
import { mobileOfParts } from '../../shared/validation/mobile-parts';

export interface GuestDraft {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileCountry: string;
  /** Optional: a draft saved before the area had its own field has none. */
  mobileArea?: string;
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

/**
 * The titles the form offers, each once: the spec's short list, then the second list's titles that are
 * not a dotted copy of one already offered (issue 25, defect 9: "Mr, Mrs, …, Mr., Mrs., …"), then Miss.
 * All are the order schema's, so a chosen title always passes.
 */
const undotted = (title: string) => title.replace(/\.$/, '');
const SHORT = new Set<string>(TITLES.flatMap((title) => [title, title === 'Doctor' ? 'Dr' : title]));
export const GUEST_TITLES: readonly string[] = [
  ...TITLES,
  'Miss',
  ...EXTENDED_TITLES.filter((title) => !SHORT.has(undotted(title))),
];

/** The wire shape of the guest (HotelOrderCreateRequest.guest). */
export function guestInput(draft: GuestDraft): HotelGuestFormInput {
  return {
    title: draft.title as HotelGuestFormInput['title'],
    firstName: draft.firstName,
    lastName: draft.lastName,
    contact: {
      email: draft.email,
      mobile: mobileOfParts(draft),
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
    'contact.mobile.mobileArea': 'mobileArea',
    'contact.mobile.mobileNumber': 'mobileNumber',
    contact: 'email',
  }) as Partial<Record<keyof GuestDraft, string>> | undefined;
}

export interface GuestChoice {
  id: string;
  label: string;
  draft: GuestDraft;
}

/** A profile's title as the form offers it: "Mr." is offered as "Mr", "Dr." as "Doctor". */
function knownTitle(title: string | null): string {
  if (!title) return '';
  if (GUEST_TITLES.includes(title)) return title;
  const plain = undotted(title) === 'Dr' ? 'Doctor' : undotted(title);
  return GUEST_TITLES.includes(plain) ? plain : '';
}

/**
 * Who can be the lead guest, from a signed-in profile: the traveller, then each companion. The
 * booking's contact stays the traveller's (their email and mobile) unless a companion has their own.
 */
export function guestChoices(profile: FullProfile | null): GuestChoice[] {
  if (!profile) return [];
  const own = { email: profile.email, ...mobileFieldsOf(profile.mobile) };
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
        ...own,
        ...(companion.mobile ? mobileFieldsOf(companion.mobile) : {}),
        email: companion.email ?? own.email,
      }),
    ),
  ];
}

/** The form's first values: what this tab typed for this room, else the signed-in traveller. */
export function initialGuest(saved: GuestDraft | null, profile: FullProfile | null): GuestDraft {
  if (saved) return { ...EMPTY_GUEST, ...saved };
  return guestChoices(profile)[0]?.draft ?? EMPTY_GUEST;
}
