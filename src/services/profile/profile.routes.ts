import { Hono } from 'hono';
import * as v from 'valibot';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { readClientIp } from '../http/client-ip';
import { parseInput, readJsonBody } from '../http/validate';
import { profileBodies as bodies, profileDocs as docs } from './profile.openapi';
import { requireToken } from '../auth/require-token';
import type { Platform } from '../platform/platform';
import {
  CompanionIdSchema,
  CompanionSchema,
  FrequentFlyersSchema,
  ImageUploadSchema,
  PassportSchema,
} from '../../shared/validation/profile-forms';
import {
  addCompanion,
  deleteCompanion,
  retrieveCompanion,
  updateCompanion,
  updateCompanionFrequentFlyers,
  updateCompanionImage,
  updateCompanionPassport,
} from './companions.service';
import {
  retrievePreferences,
  updateAdditionalPreferences,
  updateAirlinePreference,
  updateDepartingCities,
  updateLanguage,
} from './preferences.service';
import {
  retrieveProfile,
  updateFrequentFlyers,
  updateMarketingPreferences,
  updatePassport,
  updatePersonalDetails,
  updateProfileImage,
} from './profile.service';
import { checkReservationProfileLinking, linkReservationProfile } from './reservation-link.service';
import {
  PASSWORD_MESSAGES,
  setupPassword,
  setupTwoFactor,
  updatePassword,
  verifyRegisterTwoFactor,
} from './security-settings.service';
import {
  loginSetupPassword,
  profileAddCompanion,
  profileCheckSabreProfileLinking,
  profileDeleteCompanion,
  profileRetrieveCompanionDetail,
  profileRetrievePreferences,
  profileRetrieveProfile,
  profileSetup2FA,
  profileUpdateAdditionalPreferences,
  profileUpdateAirlinePreference,
  profileUpdateCompanion,
  profileUpdateCompanionFrequentFlyers,
  profileUpdateCompanionPassport,
  profileUpdateCompanionProfileImage,
  profileUpdateDepartingCities,
  profileUpdateFrequentFlyers,
  profileUpdateMarketingPreferences,
  profileUpdatePassportInformation,
  profileUpdatePassword,
  profileUpdatePersonalDetails,
  profileUpdateProfileImage,
  profileVerifyRegister2FA,
  signupLinkSabreProfile,
} from '../../shared/contracts/endpoints-main';
import { serveEndpoint } from '../http/endpoint-routes';

const CompanionFrequentFlyersSchema = v.object({
  ...CompanionIdSchema.entries,
  ...FrequentFlyersSchema.entries,
});
const CompanionImageSchema = v.object({ ...CompanionIdSchema.entries, ...ImageUploadSchema.entries });

const ObjectBody = v.looseObject(
  { companion: v.optional(v.unknown()) },
  'The request body must be a JSON object',
);
const AddCompanionExtrasSchema = v.object({
  passport: v.optional(v.nullable(PassportSchema), null),
  frequentFlyers: v.optional(FrequentFlyersSchema.entries.frequentFlyers, []),
});

/** Authenticated profile endpoints (spec §7): everything the dashboard reads and writes. */
export function profileRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();
  const auth = requireToken(platform, ['account']);
  const me = (c: { get(key: 'claims'): { sub: string } }) => c.get('claims').sub;

  serveEndpoint(app, profileRetrieveProfile, docs.RetrieveProfile, auth, async (c) =>
    success(c, await retrieveProfile(platform, me(c))),
  );

  serveEndpoint(app, profileUpdatePersonalDetails, docs.UpdatePersonalDetails, auth, async (c) => {
    const input = await readJsonBody(c, bodies.UpdatePersonalDetails);
    await updatePersonalDetails(platform, me(c), input);
    return success(c, await retrieveProfile(platform, me(c)), 'Personal details updated');
  });

  serveEndpoint(app, profileUpdatePassportInformation, docs.UpdatePassportInformation, auth, async (c) => {
    const input = await readJsonBody(c, bodies.UpdatePassportInformation);
    return success(c, await updatePassport(platform, me(c), input), 'Passport information updated');
  });

  serveEndpoint(app, profileUpdateFrequentFlyers, docs.UpdateFrequentFlyers, auth, async (c) => {
    const { frequentFlyers } = await readJsonBody(c, bodies.UpdateFrequentFlyers);
    return success(
      c,
      await updateFrequentFlyers(platform, me(c), frequentFlyers),
      'Frequent flyer programs updated',
    );
  });

  serveEndpoint(app, profileUpdateProfileImage, docs.UpdateProfileImage, auth, async (c) => {
    const { image } = await readJsonBody(c, bodies.UpdateProfileImage);
    return success(
      c,
      { profileImage: await updateProfileImage(platform, me(c), image) },
      'Profile picture updated',
    );
  });

  serveEndpoint(app, profileUpdateMarketingPreferences, docs.UpdateMarketingPreferences, auth, async (c) => {
    const input = await readJsonBody(c, bodies.UpdateMarketingPreferences);
    return success(
      c,
      await updateMarketingPreferences(platform, me(c), input),
      'Marketing preferences updated',
    );
  });

  app.post('/Profile/UpdateLanguage', docs.UpdateLanguage, auth, async (c) => {
    const { language } = await readJsonBody(c, bodies.UpdateLanguage);
    return success(c, await updateLanguage(platform, me(c), language), 'Language updated');
  });

  serveEndpoint(app, profileUpdatePassword, docs.UpdatePassword, auth, async (c) => {
    const input = await readJsonBody(c, bodies.UpdatePassword);
    const claims = c.get('claims');
    const outcome = await updatePassword(platform, {
      accountId: claims.sub,
      sessionId: claims.sid,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      clientIp: readClientIp(c),
    });
    return outcome.changed
      ? success(c, { changed: true }, PASSWORD_MESSAGES.updated)
      : success(c, { changed: false, info: true }, PASSWORD_MESSAGES.unchanged);
  });

  serveEndpoint(app, loginSetupPassword, docs.SetupPassword, auth, async (c) => {
    const input = await readJsonBody(c, bodies.SetupPassword);
    await setupPassword(platform, {
      accountId: me(c),
      newPassword: input.newPassword,
      clientIp: readClientIp(c),
    });
    return success(c, { hasPassword: true }, PASSWORD_MESSAGES.setUp);
  });

  serveEndpoint(app, profileSetup2FA, docs.Setup2FA, auth, async (c) => {
    await readJsonBody(c, bodies.Setup2FA);
    return success(
      c,
      await setupTwoFactor(platform, me(c), readClientIp(c)),
      'We have emailed you a verification code',
    );
  });

  serveEndpoint(app, profileVerifyRegister2FA, docs.VerifyRegister2FA, auth, async (c) => {
    const { code } = await readJsonBody(c, bodies.VerifyRegister2FA);
    return success(
      c,
      await verifyRegisterTwoFactor(platform, me(c), code, readClientIp(c)),
      'Two-factor authentication is on',
    );
  });

  // Companion fields sit at the top level of the body (or under `companion`), next to the
  // endpoint's own keys (companionId; passport and frequentFlyers when adding).
  serveEndpoint(app, profileAddCompanion, docs.AddCompanion, auth, async (c) => {
    const body = await readJsonBody(c, ObjectBody);
    const extras = parseInput(AddCompanionExtrasSchema, body);
    const details = parseInput(CompanionSchema, body.companion ?? body);
    return success(c, await addCompanion(platform, me(c), { ...details, ...extras }), 'Companion added');
  });

  serveEndpoint(app, profileUpdateCompanion, docs.UpdateCompanion, auth, async (c) => {
    const body = await readJsonBody(c, ObjectBody);
    const { companionId } = parseInput(CompanionIdSchema, body);
    const details = parseInput(CompanionSchema, body.companion ?? body);
    return success(c, await updateCompanion(platform, me(c), companionId, details), 'Companion updated');
  });

  serveEndpoint(app, profileDeleteCompanion, docs.DeleteCompanion, auth, async (c) => {
    const { companionId } = await readJsonBody(c, bodies.DeleteCompanion);
    await deleteCompanion(platform, me(c), companionId);
    return success(c, { companionId }, 'Companion deleted');
  });

  serveEndpoint(app, profileRetrieveCompanionDetail, docs.RetrieveCompanionDetail, auth, async (c) => {
    const { companionId } = await readJsonBody(c, bodies.RetrieveCompanionDetail);
    return success(c, await retrieveCompanion(platform, me(c), companionId));
  });

  serveEndpoint(app, profileUpdateCompanionPassport, docs.UpdateCompanionPassport, auth, async (c) => {
    const body = await readJsonBody(c, ObjectBody);
    const { companionId } = parseInput(CompanionIdSchema, body);
    const passport = parseInput(PassportSchema, body);
    return success(
      c,
      await updateCompanionPassport(platform, me(c), companionId, passport),
      'Passport information updated',
    );
  });

  serveEndpoint(
    app,
    profileUpdateCompanionFrequentFlyers,
    docs.UpdateCompanionFrequentFlyers,
    auth,
    async (c) => {
      const input = await readJsonBody(c, CompanionFrequentFlyersSchema);
      return success(
        c,
        await updateCompanionFrequentFlyers(platform, me(c), input.companionId, input.frequentFlyers),
        'Frequent flyer programs updated',
      );
    },
  );

  serveEndpoint(
    app,
    profileUpdateCompanionProfileImage,
    docs.UpdateCompanionProfileImage,
    auth,
    async (c) => {
      const input = await readJsonBody(c, CompanionImageSchema);
      return success(
        c,
        { profileImage: await updateCompanionImage(platform, me(c), input.companionId, input.image) },
        'Profile picture updated',
      );
    },
  );

  serveEndpoint(app, profileRetrievePreferences, docs.RetrievePreferences, auth, async (c) =>
    success(c, await retrievePreferences(platform, me(c))),
  );

  serveEndpoint(
    app,
    profileUpdateAdditionalPreferences,
    docs.UpdateAdditionalPreferences,
    auth,
    async (c) => {
      const input = await readJsonBody(c, bodies.UpdateAdditionalPreferences);
      return success(c, await updateAdditionalPreferences(platform, me(c), input), 'Preferences updated');
    },
  );

  serveEndpoint(app, profileUpdateAirlinePreference, docs.UpdateAirlinePreference, auth, async (c) => {
    const { preferredAirlines } = await readJsonBody(c, bodies.UpdateAirlinePreference);
    return success(
      c,
      await updateAirlinePreference(platform, me(c), preferredAirlines),
      'Preferences updated',
    );
  });

  serveEndpoint(app, profileUpdateDepartingCities, docs.UpdateDepartingCities, auth, async (c) => {
    const { departingCities } = await readJsonBody(c, bodies.UpdateDepartingCities);
    return success(c, await updateDepartingCities(platform, me(c), departingCities), 'Preferences updated');
  });

  serveEndpoint(app, profileCheckSabreProfileLinking, docs.CheckSabreProfileLinking, auth, async (c) =>
    success(c, await checkReservationProfileLinking(platform, me(c))),
  );

  serveEndpoint(app, signupLinkSabreProfile, docs.LinkSabreProfile, auth, async (c) => {
    const { profileId } = await readJsonBody(
      c,
      v.object({ profileId: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))) }),
    );
    const linked = await linkReservationProfile(platform, me(c), profileId, readClientIp(c));
    return success(c, { profileId: linked.profileId, name: linked.name }, linked.message);
  });

  return app;
}
