/**
 * The Main API's browser-reachable endpoints (spec §7), reached through /api/main/<path>. Token
 * endpoints (public token, account token, logout) stay server-side and are not here.
 * See ./endpoint.ts for what an entry holds.
 */
import type { FullProfile } from './account';
import type { Endpoint } from './endpoint';

/** A JSON object body the services validate themselves (no shared schema yet). */
type Body = Record<string, unknown>;

const main = { service: 'main', method: 'POST' } as const;
const publicCall = { ...main, auth: 'none' } as const;
const accountCall = { ...main, auth: 'account' } as const;

// Public, no token (spec §7 "Public, no token").
export const signupAccountSignup: Endpoint<Body> = { ...publicCall, path: '/Signup/AccountSignup' };
export const signupConfirmEmail: Endpoint<Body> = { ...publicCall, path: '/Signup/ConfirmEmail' };
export const signupSendEmailVerification: Endpoint<Body> = {
  ...publicCall,
  path: '/Signup/SendEmailVerification',
};
export const loginJwtLogin: Endpoint<Body> = { ...publicCall, path: '/Login/JwtLogin' };
export const loginSend2FA: Endpoint<Body> = { ...publicCall, path: '/Login/Send2FA' };
export const loginVerify2FA: Endpoint<Body> = { ...publicCall, path: '/Login/Verify2FA' };
export const loginToken: Endpoint<Body> = { ...publicCall, path: '/Login/Token' };
export const loginGoogleLogin: Endpoint<Body> = { ...publicCall, path: '/Login/GoogleLogin' };
export const loginFacebookLogin: Endpoint<Body> = { ...publicCall, path: '/Login/FacebookLogin' };
export const forgotPasswordRequestResetPassword: Endpoint<Body> = {
  ...publicCall,
  path: '/ForgotPassword/RequestResetPassword',
};
export const forgotPasswordVerifyOTP: Endpoint<Body> = { ...publicCall, path: '/ForgotPassword/VerifyOTP' };
export const forgotPasswordResetPassword: Endpoint<Body> = {
  ...publicCall,
  path: '/ForgotPassword/ResetPassword',
};
export const utilCheckPassword: Endpoint<Record<string, string>> = {
  ...publicCall,
  method: 'GET',
  path: '/Util/CheckPassword',
};

// The account token (a signed-in traveller).
export const signupLinkSabreProfile: Endpoint<Body> = { ...accountCall, path: '/Signup/LinkSabreProfile' };
export const loginSetupPassword: Endpoint<Body> = { ...accountCall, path: '/Login/SetupPassword' };
export const profileRetrieveProfile: Endpoint<Body, FullProfile> = {
  ...accountCall,
  path: '/Profile/RetrieveProfile',
};
export const profileCheckSabreProfileLinking: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/CheckSabreProfileLinking',
};
export const profileUpdatePersonalDetails: Endpoint<Body, FullProfile> = {
  ...accountCall,
  path: '/Profile/UpdatePersonalDetails',
};
export const profileUpdatePassportInformation: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UpdatePassportInformation',
};
export const profileUpdateFrequentFlyers: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UpdateFrequentFlyers',
};
export const profileSetup2FA: Endpoint<Body, { maskedEmail: string }> = {
  ...accountCall,
  path: '/Profile/Setup2FA',
};
export const profileVerifyRegister2FA: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/VerifyRegister2FA',
};
export const profileUpdateProfileImage: Endpoint<Body, { profileImage: string }> = {
  ...accountCall,
  path: '/Profile/UpdateProfileImage',
};
export const profileUpdatePassword: Endpoint<Body> = { ...accountCall, path: '/Profile/UpdatePassword' };
export const profileUpdateMarketingPreferences: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UpdateMarketingPreferences',
};
export const profileAddCompanion: Endpoint<Body> = { ...accountCall, path: '/Profile/AddCompanion' };
export const profileUpdateCompanion: Endpoint<Body> = { ...accountCall, path: '/Profile/UpdateCompanion' };
export const profileDeleteCompanion: Endpoint<Body> = { ...accountCall, path: '/Profile/DeleteCompanion' };
export const profileUpdateCompanionProfileImage: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UpdateCompanionProfileImage',
};
export const profileRetrieveCompanionDetail: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/RetrieveCompanionDetail',
};
export const profileUpdateCompanionPassport: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UpdateCompanionPassport',
};
export const profileUpdateCompanionFrequentFlyers: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UpdateCompanionFrequentFlyers',
};
export const profileRetrievePreferences: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/RetrievePreferences',
};
export const profileUpdateAdditionalPreferences: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UpdateAdditionalPreferences',
};
export const profileUpdateAirlinePreference: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UpdateAirlinePreference',
};
export const profileUpdateDepartingCities: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UpdateDepartingCities',
};
export const profileLinkGoogleAccount: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/LinkGoogleAccount',
};
export const profileLinkFacebookAccount: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/LinkFacebookAccount',
};
export const profileUnlinkGoogleAccount: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UnlinkGoogleAccount',
};
export const profileUnlinkFacebookAccount: Endpoint<Body> = {
  ...accountCall,
  path: '/Profile/UnlinkFacebookAccount',
};
