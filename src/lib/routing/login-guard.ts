/** Routes only a signed-in traveller may open (spec §2 "Rules of navigation"). */
const LOGIN_REQUIRED = ['/hotel/result', '/hotel/detail'];

export function requiresLogin(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LOGIN_REQUIRED.some((route) => path === route || path.startsWith(`${route}/`));
}
