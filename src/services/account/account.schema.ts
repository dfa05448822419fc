import * as v from 'valibot';
import { LoginSchema, Send2FASchema, Verify2FASchema } from '../../shared/validation/account-forms';
import { MESSAGES } from '../../shared/validation/messages';
import { form } from '../../shared/validation/fields';

const SiteIdSchema = v.pipe(
  v.string('siteId is required'),
  v.trim(),
  v.minLength(1, 'siteId is required'),
  v.maxLength(64, 'siteId is too long'),
);

export const PublicTokenRequestSchema = form({ siteId: SiteIdSchema });

/** /Account/Token, password grant (the default grant_type). */
export const AccountTokenRequestSchema = form({
  grant_type: v.optional(v.literal('password', 'grant_type must be password or two_factor')),
  username: LoginSchema.entries.username,
  password: LoginSchema.entries.password,
  siteId: v.optional(SiteIdSchema),
});

/** /Account/Token, two_factor grant: completes the sign-in the password grant opened. */
export const AccountTokenTwoFactorSchema = form({
  grant_type: v.literal('two_factor'),
  loginToken: Send2FASchema.entries.loginToken,
  code: Verify2FASchema.entries.code,
});

/** /Login/JwtLogin accepts the email under `email` as well as `username`. */
export const JwtLoginSchema = v.pipe(
  form({
    email: v.optional(v.string()),
    username: v.optional(v.string()),
    password: v.optional(v.string()),
    siteId: v.optional(v.string()),
  }),
  v.transform((input) => ({
    username: input.username ?? input.email,
    password: input.password,
    siteId: input.siteId,
  })),
  LoginSchema,
);

export const CheckPasswordQuerySchema = form({
  password: v.pipe(
    v.string(MESSAGES.required),
    v.minLength(1, MESSAGES.required),
    v.maxLength(1024, MESSAGES.passwordTooLong),
  ),
  email: v.optional(v.pipe(v.string(), v.maxLength(254))),
  firstName: v.optional(v.pipe(v.string(), v.maxLength(100))),
  lastName: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
