import { callService, type RequestScope } from '../../lib/api/service-client';

export interface SocialProviders {
  google: boolean;
  facebook: boolean;
}

/**
 * The social sign-in providers the Main API has configured (sign-in buttons, link buttons in Settings).
 * None when the service cannot say: password sign-in and linked accounts still work without them.
 */
export async function configuredSocialProviders(scope: RequestScope): Promise<SocialProviders> {
  try {
    const outcome = await callService<{ google?: boolean; facebook?: boolean }>(scope, 'main', {
      path: '/Login/SocialProviders',
      token: 'none',
    });
    if (outcome.kind === 'ok') return { google: !!outcome.data?.google, facebook: !!outcome.data?.facebook };
  } catch {
    // Unreachable: no provider buttons rather than a failed page.
  }
  return { google: false, facebook: false };
}
