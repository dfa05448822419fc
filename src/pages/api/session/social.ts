import type { APIRoute } from 'astro';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../shared/contracts/account';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { LINK_PATH, LOGIN_PATH, SOCIAL_FLOW_COOKIE, back, callMain, keepShortCookie } from './_account-forms';

/**
 * Starts a social sign-in (?mode=login) or link (?mode=link, signed in) and sends the browser to the
 * provider. A plain link (GET), because a redirect to another origin after a form post is refused by
 * the page's CSP form-action. The provider's state, PKCE verifier and nonce stay in the Main API; the
 * site remembers only which provider and flow it started (HttpOnly, 10 minutes).
 */
export const GET: APIRoute = async (context) => {
  const { url } = context;
  const provider = url.searchParams.get('provider') as SocialProvider;
  const mode = url.searchParams.get('mode') === 'link' ? 'link' : 'login';
  const returnUrl = safeReturnPath(url.searchParams.get('returnUrl'), url.origin);
  const failed = mode === 'link' ? '/dashboard/settings?social=failed' : '/account?social=failed';
  if (!SOCIAL_PROVIDERS.includes(provider)) return back(context, failed, 'Unable to process your request');
  const result = await callMain<{ authorizationUrl: string; expiresIn: number }>(context, {
    method: 'POST',
    path: mode === 'link' ? LINK_PATH[provider] : LOGIN_PATH[provider],
    body: {},
    token: mode === 'link' ? 'account' : 'none',
  });
  if (!result.ok || !/^https?:\/\//.test(result.data?.authorizationUrl ?? '')) {
    return back(context, failed, result.ok ? 'Unable to process your request' : result.message);
  }
  keepShortCookie(
    context,
    SOCIAL_FLOW_COOKIE,
    JSON.stringify({ provider, mode, returnUrl }),
    Math.min(result.data.expiresIn ?? 600, 600),
  );
  return context.redirect(result.data.authorizationUrl, 303);
};
