/** Sign-up, sign-in, 2FA, recovery and password forms (spec §5), shared by islands and the Main API. */
import * as v from 'valibot';
import {
  form,
  EmailSchema,
  OneTimeCodeSchema,
  PasswordPolicySchema,
  TitleSchema,
  personName,
} from './fields';
import { newPasswordConfirmed, ticketNameFits } from './form-checks';
import { MESSAGES } from './messages';

const SiteIdSchema = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)));
/** A password as typed at sign-in: never checked against the policy (older passwords stay valid). */
const EnteredPassword = v.pipe(
  v.string(MESSAGES.required),
  v.minLength(1, MESSAGES.required),
  v.maxLength(1024, MESSAGES.required),
);
/** An opaque token: of a pending sign-in (the answer of /Login/Token), or from an emailed link. */
const OpaqueTokenSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.minLength(1, MESSAGES.required),
  v.maxLength(200),
);

export const SignupSchema = v.pipe(
  form({
    title: v.optional(v.nullable(TitleSchema), null),
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: EmailSchema,
    newPassword: PasswordPolicySchema,
    confirmPassword: v.string(MESSAGES.required),
    marketingOptIn: v.optional(v.boolean(), false),
    siteId: SiteIdSchema,
  }),
  newPasswordConfirmed(),
  ticketNameFits(),
);

export const LoginSchema = form({
  username: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.minLength(1, MESSAGES.required),
    v.maxLength(254, MESSAGES.email),
  ),
  password: EnteredPassword,
  siteId: SiteIdSchema,
});

export const Send2FASchema = form({ loginToken: OpaqueTokenSchema });
export const Verify2FASchema = form({ loginToken: OpaqueTokenSchema, code: OneTimeCodeSchema });

export const EmailOnlySchema = form({ email: EmailSchema });
export const ConfirmEmailSchema = form({
  token: OpaqueTokenSchema,
});

export const VerifyOtpSchema = form({ email: EmailSchema, code: OneTimeCodeSchema });

export const ResetPasswordSchema = v.pipe(
  form({
    resetToken: OpaqueTokenSchema,
    newPassword: PasswordPolicySchema,
    confirmPassword: v.string(MESSAGES.required),
  }),
  newPasswordConfirmed(),
);

export const UpdatePasswordSchema = v.pipe(
  form({
    currentPassword: EnteredPassword,
    newPassword: PasswordPolicySchema,
    confirmPassword: v.string(MESSAGES.required),
  }),
  newPasswordConfirmed(),
);

export const SetupPasswordSchema = v.pipe(
  form({ newPassword: PasswordPolicySchema, confirmPassword: v.string(MESSAGES.required) }),
  newPasswordConfirmed(),
);

export const VerifyRegister2FASchema = form({ code: OneTimeCodeSchema });
/** Email is the only two-factor method (spec §6); every account uses it, so it cannot be turned off. */
export const Setup2FASchema = form({
  method: v.optional(v.picklist(['Email'], 'Email is the only two-factor method'), 'Email'),
});
