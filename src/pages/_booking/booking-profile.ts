import type { AstroGlobal } from 'astro';
import type { FullProfile } from '../../shared/contracts/account';
import { loadFullProfile } from '../dashboard/_dashboard-data';

/**
 * A signed-in traveller's profile for a booking page to fill its forms from; null for a guest, or when
 * it cannot be read: the profile only fills the forms in, and without it the traveller books as a guest
 * would.
 */
export async function loadBookingProfile(astro: AstroGlobal): Promise<FullProfile | null> {
  if (!astro.locals.session.signedIn) return null;
  try {
    const profile = await loadFullProfile(astro);
    return profile.kind === 'ok' ? profile.data : null;
  } catch {
    return null;
  }
}
