import { Hono } from 'hono';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { readClientIp } from '../http/client-ip';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { ConfirmEmailSchema, EmailOnlySchema, SignupSchema } from '../../lib/validation/account-forms';
import { SIGNUP_MESSAGES, accountSignup, confirmEmail, sendEmailVerification } from './signup.service';

/** Public sign-up endpoints (spec §7 "Public, no token"). /Signup/LinkSabreProfile lives with the profile. */
export function signupRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();

  app.post('/Signup/AccountSignup', async (c) => {
    const input = await readJsonBody(c, SignupSchema);
    return success(c, await accountSignup(platform, input, readClientIp(c)), SIGNUP_MESSAGES.checkEmail);
  });

  app.post('/Signup/SendEmailVerification', async (c) => {
    const { email } = await readJsonBody(c, EmailOnlySchema);
    await sendEmailVerification(platform, email, readClientIp(c));
    return success(c, { email }, SIGNUP_MESSAGES.verificationSent);
  });

  app.post('/Signup/ConfirmEmail', async (c) => {
    const { token } = await readJsonBody(c, ConfirmEmailSchema);
    return success(c, await confirmEmail(platform, token, readClientIp(c)), SIGNUP_MESSAGES.confirmed);
  });

  return app;
}
