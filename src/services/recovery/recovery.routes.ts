import { Hono } from 'hono';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { readClientIp } from '../http/client-ip';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { EmailOnlySchema, ResetPasswordSchema, VerifyOtpSchema } from '../../lib/validation/account-forms';
import { RECOVERY_MESSAGES, requestResetPassword, resetPassword, verifyResetCode } from './recovery.service';

export function recoveryRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();

  app.post('/ForgotPassword/RequestResetPassword', async (c) => {
    const { email } = await readJsonBody(c, EmailOnlySchema);
    await requestResetPassword(platform, email, readClientIp(c));
    return success(c, null, RECOVERY_MESSAGES.requested);
  });

  app.post('/ForgotPassword/VerifyOTP', async (c) => {
    const input = await readJsonBody(c, VerifyOtpSchema);
    return success(c, await verifyResetCode(platform, input, readClientIp(c)), RECOVERY_MESSAGES.verified);
  });

  app.post('/ForgotPassword/ResetPassword', async (c) => {
    const input = await readJsonBody(c, ResetPasswordSchema);
    await resetPassword(platform, input, readClientIp(c));
    return success(c, null, RECOVERY_MESSAGES.reset);
  });

  return app;
}
