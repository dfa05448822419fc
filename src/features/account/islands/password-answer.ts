/**
 * The Main API's answers to /Profile/UpdatePassword, as the Security tab reads them. The service
 * answers a wrong current password (and only that) with 400 and the spec's general text, which alone
 * does not tell the traveller what to fix.
 */

/** Spec §8 text of /Profile/UpdatePassword when the current password does not match. */
export const UPDATE_PASSWORD_ERROR = 'Error while updating password';

/** True when the answer means the current password typed was wrong. */
export function isWrongCurrentPassword(answer: { ok: boolean; status: number; message: string }): boolean {
  return !answer.ok && answer.status === 400 && answer.message === UPDATE_PASSWORD_ERROR;
}
