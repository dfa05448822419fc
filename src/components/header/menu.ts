import type { MenuItem } from '../../lib/contracts/content';

/** Whether a menu item points at the page being shown (same path; the query is not compared). */
export function isCurrentPage(item: Pick<MenuItem, 'action' | 'target'>, current: URL): boolean {
  if (item.action === 'ExternalLink') return false;
  try {
    const target = new URL(item.target, current.origin);
    if (target.origin !== current.origin) return false;
    return trimSlash(target.pathname) === trimSlash(current.pathname);
  } catch {
    return false;
  }
}

function trimSlash(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}
