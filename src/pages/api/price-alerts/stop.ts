import type { APIRoute } from 'astro';
import { signInPath } from '../../../features/account/dashboard-nav';
import { setFlash } from '../../../lib/api/flash';
import { siteConfig } from '../../../lib/config.server';
import { stopAlert } from '../../../features/price-tracking/account-alerts';
import { safeReturnPath } from '../../../shared/content/safe-link';
import { readForm, text } from '../session/_account-forms';

const PAGE = '/dashboard/price-alerts';

/**
 * The "Stop alerts" button of the dashboard's Price alerts page (zero JS): the alert's id from the form,
 * checked with the contract's schema, to /PriceTracker/Delete with the account's token, then
 * POST-redirect-GET back to the page with the outcome as a flash. Cross-site posts never get here
 * (cross-site-guard.ts), and an alert already stopped counts as stopped, so a double press is harmless.
 */
export const POST: APIRoute = async (context) => {
  // Every redirect target goes through the one guard (docs/principles.md), built paths too.
  const go = (path: string) => context.redirect(safeReturnPath(path, context.url.origin), 303);
  const form = await readForm(context.request);
  const outcome = await stopAlert(context.locals.scope, siteConfig.siteId, text(form, 'id') ?? '');
  // The middleware reads no session for /api/ routes: the account token's absence or refusal says it.
  if (outcome === 'signed-out') return go(signInPath(PAGE));
  setFlash(context.cookies, context.url, outcome);
  return go(PAGE);
};
