import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { authed, signInFully } from '../account/account-test-kit';
import { DEMO_AGENT_ACCOUNT, DEMO_EDITOR_ACCOUNT, DEMO_ACCOUNT, seed } from '../seed/seed';
import { createUnseededOlivia } from './demo-account-test-kit';
import { DEMO_RESERVATION_PROFILE_ID, seedDemoAccountExtras } from './demo-seed';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

describe('seedDemoAccountExtras', () => {
  it('gives the demo account a companion, preferences, a passport and its reservation-system profile, once', async () => {
    const account = await createUnseededOlivia(t, 'demo-seeded@example.com');
    expect(await seedDemoAccountExtras(t.platform, account.id)).toBe(true);
    expect(await seedDemoAccountExtras(t.platform, account.id)).toBe(false);

    const token = await signInFully(t, 'demo-seeded@example.com');
    const profile = (await (
      await t.services.main.request('/Profile/RetrieveProfile', authed(token))
    ).json()) as { data: Record<string, unknown> };
    expect(profile.data).toMatchObject({
      twoFactor: { enabled: true },
      passport: { passportNumberMasked: '******567' },
      linkedAccounts: { reservationProfile: { id: DEMO_RESERVATION_PROFILE_ID } },
      companions: [
        {
          firstName: 'James',
          passport: { passportNumberMasked: '******321' },
          frequentFlyers: [{ airlineCode: 'SQ' }],
        },
      ],
    });
    const preferences = (await (
      await t.services.main.request('/Profile/RetrievePreferences', authed(token))
    ).json()) as { data: unknown };
    expect(preferences.data).toMatchObject({ seat: 'W', preferredAirlines: ['QF', 'SQ', 'EK'] });
  });
});

describe('the demo editor', () => {
  const roleOf = async (token: string) =>
    (
      (await (
        await t.services.main.request('/Account/GetProfile', authed(token, undefined, 'GET'))
      ).json()) as {
        data: { role: string };
      }
    ).data.role;

  it('is seeded once beside the demo traveller, signs in with the README password and is an editor', async () => {
    const first = await seed(t.platform, 'src/content');
    expect([first.demoEditorCreated, first.demoAgentCreated]).toEqual([true, true]);
    const again = await seed(t.platform, 'src/content');
    expect([again.demoEditorCreated, again.demoAgentCreated]).toEqual([false, false]);
    const editor = await signInFully(t, DEMO_EDITOR_ACCOUNT.email, DEMO_EDITOR_ACCOUNT.password);
    expect(await roleOf(editor)).toBe('editor');
    const traveller = await signInFully(t, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(await roleOf(traveller)).toBe('traveller');
    const agent = await signInFully(t, DEMO_AGENT_ACCOUNT.email, DEMO_AGENT_ACCOUNT.password);
    expect(await roleOf(agent)).toBe('agent');
  });
});
