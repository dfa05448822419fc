import { Hono } from 'hono';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { readClientIp } from '../http/client-ip';
import { readJsonBody } from '../http/validate';
import { describeRoute } from '../http/openapi';
import type { Platform } from '../platform/platform';
import { ConfirmEmailSchema, EmailOnlySchema, SignupSchema } from '../../shared/validation/account-forms';
import { SIGNUP_MESSAGES, accountSignup, confirmEmail, sendEmailVerification } from './signup.service';
import {
  signupAccountSignup,
  signupConfirmEmail,
  signupSendEmailVerification,
} from '../../shared/contracts/endpoints-main';
import { serveEndpoint } from '../http/endpoint-routes';

/** Public sign-up endpoints (spec §7 "Public, no token"). /Signup/LinkSabreProfile lives with the profile. */
export function signupRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();

  const signupDoc = describeRoute({
    summary: 'Create an account (emails the confirmation link)',
    body: SignupSchema,
    data: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
  });
  serveEndpoint(app, signupAccountSignup, signupDoc, async (c) => {
    const input = await readJsonBody(c, SignupSchema);
    return success(c, await accountSignup(platform, input, readClientIp(c)), SIGNUP_MESSAGES.checkEmail);
  });

  const verificationDoc = describeRoute({
    summary: 'Send the email confirmation again',
    body: EmailOnlySchema,
    data: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
  });
  serveEndpoint(app, signupSendEmailVerification, verificationDoc, async (c) => {
    const { email } = await readJsonBody(c, EmailOnlySchema);
    await sendEmailVerification(platform, email, readClientIp(c));
    return success(c, { email }, SIGNUP_MESSAGES.verificationSent);
  });

  const confirmDoc = describeRoute({
    summary: 'Confirm the email with the emailed token',
    body: ConfirmEmailSchema,
    data: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
  });
  serveEndpoint(app, signupConfirmEmail, confirmDoc, async (c) => {
    const { token } = await readJsonBody(c, ConfirmEmailSchema);
    return success(c, await confirmEmail(platform, token, readClientIp(c)), SIGNUP_MESSAGES.confirmed);
  });

  return app;
}
