import * as v from 'valibot';

/** The signed-in traveller as /Account/GetProfile returns it (the accounts issue extends it). */
export const ProfileSchema = v.object({
  id: v.string(),
  email: v.string(),
  title: v.nullable(v.string()),
  givenName: v.string(),
  familyName: v.string(),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;
