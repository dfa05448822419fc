import { Hono } from 'hono';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { readClientIp } from '../http/client-ip';
import { readJsonBody } from '../http/validate';
import { describeRoute } from '../http/openapi';
import type { Platform } from '../platform/platform';
import { EmailOnlySchema, ResetPasswordSchema, VerifyOtpSchema } from '../../shared/validation/account-forms';
import { RECOVERY_MESSAGES, requestResetPassword, resetPassword, verifyResetCode } from './recovery.service';
import {
  forgotPasswordRequestResetPassword,
  forgotPasswordResetPassword,
  forgotPasswordVerifyOTP,
} from '../../shared/contracts/endpoints-main';
import { serveEndpoint } from '../http/endpoint-routes';

export function recoveryRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();

  const requestDoc = describeRoute({
    summary: 'Email a password reset code',
    body: EmailOnlySchema,
    data: { type: 'null' },
  });
  serveEndpoint(app, forgotPasswordRequestResetPassword, requestDoc, async (c) => {
    const { email } = await readJsonBody(c, EmailOnlySchema);
    await requestResetPassword(platform, email, readClientIp(c));
    return success(c, null, RECOVERY_MESSAGES.requested);
  });

  const verifyDoc = describeRoute({
    summary: 'Exchange the emailed code for a reset token',
    body: VerifyOtpSchema,
    data: {
      type: 'object',
      properties: { resetToken: { type: 'string' }, expiresIn: { type: 'integer' } },
      required: ['resetToken', 'expiresIn'],
    },
  });
  serveEndpoint(app, forgotPasswordVerifyOTP, verifyDoc, async (c) => {
    const input = await readJsonBody(c, VerifyOtpSchema);
    return success(c, await verifyResetCode(platform, input, readClientIp(c)), RECOVERY_MESSAGES.verified);
  });

  const resetDoc = describeRoute({
    summary: 'Set a new password with the reset token',
    body: ResetPasswordSchema,
    data: { type: 'null' },
  });
  serveEndpoint(app, forgotPasswordResetPassword, resetDoc, async (c) => {
    const input = await readJsonBody(c, ResetPasswordSchema);
    await resetPassword(platform, input, readClientIp(c));
    return success(c, null, RECOVERY_MESSAGES.reset);
  });

  return app;
}
