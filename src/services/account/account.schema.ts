import * as v from 'valibot';

export const SiteIdSchema = v.pipe(
  v.string('siteId is required'),
  v.trim(),
  v.minLength(1, 'siteId is required'),
  v.maxLength(64, 'siteId is too long'),
);

export const PublicTokenRequestSchema = v.object({ siteId: SiteIdSchema });

export const AccountTokenRequestSchema = v.object({
  username: v.pipe(v.string('This field is required'), v.trim(), v.minLength(1, 'This field is required'), v.maxLength(254)),
  password: v.pipe(v.string('This field is required'), v.minLength(1, 'This field is required'), v.maxLength(1024)),
  siteId: v.optional(SiteIdSchema),
});
