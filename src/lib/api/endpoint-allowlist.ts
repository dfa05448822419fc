/**
 * The service endpoints the browser may reach through the site's same-origin API (spec §7). Anything
 * else is refused before a request leaves the site: the BFF never forwards an arbitrary path or URL.
 */
export type HttpMethod = 'GET' | 'POST';

type Allowlist = Record<string, HttpMethod>;

/** Main API endpoints callable from the browser, with their method. Token endpoints stay server-side. */
export const MAIN_PASS_THROUGH: Allowlist = {
  '/Signup/AccountSignup': 'POST',
  '/Signup/ConfirmEmail': 'POST',
  '/Signup/SendEmailVerification': 'POST',
  '/Signup/LinkSabreProfile': 'POST',
  '/Login/JwtLogin': 'POST',
  '/Login/Send2FA': 'POST',
  '/Login/Verify2FA': 'POST',
  '/Login/Token': 'POST',
  '/Login/GoogleLogin': 'POST',
  '/Login/FacebookLogin': 'POST',
  '/Login/SetupPassword': 'POST',
  '/ForgotPassword/RequestResetPassword': 'POST',
  '/ForgotPassword/VerifyOTP': 'POST',
  '/ForgotPassword/ResetPassword': 'POST',
  '/Util/CheckPassword': 'GET',
  '/Profile/RetrieveProfile': 'POST',
  '/Profile/CheckSabreProfileLinking': 'POST',
  '/Profile/UpdatePersonalDetails': 'POST',
  '/Profile/UpdatePassportInformation': 'POST',
  '/Profile/UpdateFrequentFlyers': 'POST',
  '/Profile/Setup2FA': 'POST',
  '/Profile/VerifyRegister2FA': 'POST',
  '/Profile/UpdateProfileImage': 'POST',
  '/Profile/UpdatePassword': 'POST',
  '/Profile/UpdateMarketingPreferences': 'POST',
  '/Profile/AddCompanion': 'POST',
  '/Profile/UpdateCompanion': 'POST',
  '/Profile/DeleteCompanion': 'POST',
  '/Profile/UpdateCompanionProfileImage': 'POST',
  '/Profile/RetrieveCompanionDetail': 'POST',
  '/Profile/UpdateCompanionPassport': 'POST',
  '/Profile/UpdateCompanionFrequentFlyers': 'POST',
  '/Profile/RetrievePreferences': 'POST',
  '/Profile/UpdateAdditionalPreferences': 'POST',
  '/Profile/UpdateAirlinePreference': 'POST',
  '/Profile/UpdateDepartingCities': 'POST',
  '/Profile/LinkGoogleAccount': 'POST',
  '/Profile/LinkFacebookAccount': 'POST',
  '/Profile/UnlinkGoogleAccount': 'POST',
  '/Profile/UnlinkFacebookAccount': 'POST',
};

/** Main API endpoints that need no token at all (spec §7 "Public, no token"). */
export const MAIN_PUBLIC_NO_TOKEN = new Set([
  '/Signup/AccountSignup',
  '/Signup/ConfirmEmail',
  '/Signup/SendEmailVerification',
  '/Login/JwtLogin',
  '/Login/Send2FA',
  '/Login/Verify2FA',
  '/Login/Token',
  '/Login/GoogleLogin',
  '/Login/FacebookLogin',
  '/ForgotPassword/RequestResetPassword',
  '/ForgotPassword/VerifyOTP',
  '/ForgotPassword/ResetPassword',
  '/Util/CheckPassword',
]);

/** Booking API endpoints (spec §7), bearer by the spec's rule. */
export const BOOKING_PASS_THROUGH: Allowlist = {
  '/Utilities/GetCountries': 'GET',
  '/Utilities/GetAirlines': 'GET',
  '/Utilities/FlightAutoSuggestion': 'GET',
  '/Utilities/PreferredCountries': 'GET',
  '/Utilities/GetSeatPreferenceOptions': 'GET',
  '/Utilities/GetMealPreferenceOptions': 'GET',
  '/Utilities/GetAirlinesWithSettings': 'POST',
  '/Utilities/Cabin': 'POST',
  '/Utilities/SearchDateRange': 'POST',
  '/Utilities/CheckBookingRestriction': 'POST',
  '/Utilities/AgencyPriorityAirlines': 'POST',
  '/Utilities/PassengerTitle': 'POST',
  '/ShortlistedFlight/List': 'POST',
  '/ShortlistedFlight/Search': 'POST',
  '/ShortlistedFlight/ImportFromGuest': 'POST',
  '/ShortlistedFlight/Delete': 'POST',
  '/ShortlistedFlight/Add': 'POST',
  '/AirShopping/FlexibleDateSearch': 'POST',
  '/AirShopping/LowestFareCalendar': 'POST',
  '/AirShopping/Search': 'POST',
  '/AirShopping/GetResult': 'POST',
  '/AirShopping/RecentSearches': 'POST',
  '/Offer/OfferCreate': 'POST',
  '/Offer/OfferReview': 'POST',
  '/Offer/SeatMap': 'POST',
  '/Offer/FareRule': 'POST',
  '/Order/OrderCreate': 'POST',
  '/Order/List': 'POST',
  '/Order/Retrieve': 'POST',
  // Ours (issue 21): adds a guest booking to the signed-in owner of its contact email, by the emailed link.
  '/Order/Claim': 'POST',
  '/Payment/PaymentGatewayInfo': 'POST',
  '/Payment/CardSurcharge': 'POST',
  '/Payment/PreAuth': 'POST',
  '/Payment/CheckPreAuthStatus': 'POST',
  // Ours, beyond the spec's list: the 3-D Secure challenge page reads and answers the challenge
  // through the Booking API, so the gateway's secret key never reaches the browser.
  '/Payment/GetChallenge': 'POST',
  '/Payment/AnswerChallenge': 'POST',
  '/Cart/ProcessCart': 'POST',
};

/** Hotel API paths /api/Hotel/RequestService may reach (spec §7 "Hotel"). */
export const HOTEL_PATHS: Allowlist = {
  '/AutoComplete': 'POST',
  '/Availability/Search': 'POST',
  '/Availability/GetResult': 'POST',
  '/HotelDetail/Get': 'POST',
  '/PriceCheck/Process': 'POST',
  '/Order/OrderCreate': 'POST',
};

/** Content API read paths /api/cmsRequest may reach: a known prefix and safe path characters. */
const CONTENT_PATH =
  /^\/(menus|home|pages|insights|deals|promotions|forms|search|collections|snippets)(\/[A-Za-z0-9\-_.]+)*$/;

export function isAllowedContentPath(path: string): boolean {
  return CONTENT_PATH.test(path) && !path.includes('..');
}

/** The allowlisted method for a path, or undefined when the path may not be forwarded. */
export function allowedMethod(list: Allowlist, path: string): HttpMethod | undefined {
  return Object.hasOwn(list, path) ? list[path] : undefined;
}
