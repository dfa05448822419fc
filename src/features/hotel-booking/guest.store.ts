import '../../lib/session-storage';
import { persistentAtom } from '@nanostores/persistent';
import type { GuestDraft } from './guest-details';

/**
 * The guest details typed on /hotel/book, for the room (quote) they were typed for, in this tab's
 * sessionStorage: a reload keeps them, and the order can still be created after the 3-D Secure page.
 * Never card data (that stays in the payment step's component state).
 */
export interface HotelGuestState {
  quoteId: string | null;
  draft: GuestDraft | null;
}

const EMPTY: HotelGuestState = { quoteId: null, draft: null };

export const $hotelGuest = persistentAtom<HotelGuestState>('ctg:hotelGuest', EMPTY, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const value = JSON.parse(raw) as Partial<HotelGuestState> | null;
      return value && typeof value === 'object' ? { ...EMPTY, ...value } : EMPTY;
    } catch {
      return EMPTY;
    }
  },
});

export function saveGuest(quoteId: string, draft: GuestDraft): void {
  $hotelGuest.set({ quoteId, draft });
}

/** The draft typed for this quote, or null (another room's details are not reused silently). */
export function guestFor(quoteId: string, state = $hotelGuest.get()): GuestDraft | null {
  return state.quoteId === quoteId ? state.draft : null;
}
