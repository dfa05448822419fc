import type { AstroGlobal } from 'astro';
import { signInPath } from '../account/dashboard-nav';
import { isContentStaff, isOrderStaff, type AccountRole } from '../../shared/contracts/profile';

/**
 * Who may open each kind of staff screen under /dashboard/ctg-backend (issue 24): content for editors
 * and admins, orders, payments and enquiries for agents and admins, staff and the audit log for admins.
 * The services check the role again on every call, so this gate decides what the page draws, never
 * what the caller may do.
 */
export const STAFF_ACCESS = {
  content: isContentStaff,
  orders: isOrderStaff,
  admin: (role: AccountRole | null | undefined) => role === 'admin',
} as const;
export type StaffAccess = keyof typeof STAFF_ACCESS;

type GateContext = Pick<AstroGlobal, 'locals' | 'url' | 'response' | 'redirect'>;

/**
 * A signed-out visitor gets the sign-in page with this page as its return path (the answer to return);
 * for anyone signed in the page is never stored by a cache, as it carries staff data.
 */
export function requireStaffSignIn(astro: GateContext): Response | null {
  if (!astro.locals.session.signedIn) return astro.redirect(signInPath(astro.url.pathname, astro.url.search));
  astro.response.headers.set('Cache-Control', 'private, no-store');
  return null;
}

/**
 * The access gate of a staff page: the sign-in redirect to return, or whether the signed-in role may
 * use the page. A refused role answers 403 and the page draws only its refusal (StaffPage.astro).
 */
export function openStaffPage(astro: GateContext, access: StaffAccess): Response | { allowed: boolean } {
  const redirect = requireStaffSignIn(astro);
  if (redirect) return redirect;
  const allowed = STAFF_ACCESS[access](astro.locals.session.profile?.role);
  if (!allowed) astro.response.status = 403;
  return { allowed };
}

/** One staff screen's texts: the keys under its section of the locale files, `text('title')`. */
type StaffText = (key: string, options?: Record<string, unknown>) => string;

/**
 * The gate of a staff page (openStaffPage) and the page's texts, the keys under one section of the
 * locale files (staffOrders, staffContent, …), as StaffPage.astro and the page's parts read them.
 */
export function openStaffPageWithTexts(
  astro: GateContext,
  access: StaffAccess,
  section: string,
): Response | { allowed: boolean; text: StaffText } {
  const gate = openStaffPage(astro, access);
  if (gate instanceof Response) return gate;
  const text: StaffText = (key, options = {}) => astro.locals.t(`${section}.${key}`, options);
  return { ...gate, text };
}
