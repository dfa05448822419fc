/**
 * Routes only a signed-in traveller may open: the hotel result and detail pages (spec §2 "Rules of
 * navigation") and the account holder's dashboard, whose every tab is personal.
 */
const LOGIN_REQUIRED = ['/hotel/result', '/hotel/detail', '/dashboard'];

export function requiresLogin(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LOGIN_REQUIRED.some((route) => path === route || path.startsWith(`${route}/`));
}
