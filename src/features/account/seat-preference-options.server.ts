/**
 * The seat preference choices of the profile's preferences form: the codes the Booking API's
 * GET /Utilities/GetSeatPreferenceOptions lists (the service owns which exist), named in the reader's
 * language. Read on the server, so the form's island carries no list of its own.
 */
import { callServiceEndpoint, type RequestScope } from '../../lib/api/service-client';
import { utilitiesGetSeatPreferenceOptions } from '../../shared/contracts/endpoints-booking';
import { seatPreferenceCode } from '../../shared/domain/seat-preferences';

interface SeatPreferenceChoice {
  value: string;
  label: string;
}

/** The choices in the utility's order; a code the site cannot name is left out; none when it fails. */
export async function loadSeatPreferenceChoices(
  scope: RequestScope,
  t: (key: string) => string,
): Promise<SeatPreferenceChoice[]> {
  try {
    const outcome = await callServiceEndpoint(scope, utilitiesGetSeatPreferenceOptions);
    if (outcome.kind !== 'ok' || !Array.isArray(outcome.data)) return [];
    return outcome.data
      .filter((option) => seatPreferenceCode(option.code) === option.code)
      .map((option) => ({ value: option.code, label: t(`travellerPrefs.seats.${option.code}`) }));
  } catch {
    return [];
  }
}
