/**
 * The editors' edit overlay (spec §6, issue 24): when it shows, and where its buttons go. It shows in
 * preview edit mode, which only signed-in content staff can turn on (middleware), with no setting
 * needed; its buttons open the item in the staff workspace, or in an external content admin when
 * CONTENT_ADMIN_URL names one.
 */
export interface OverlaySettings {
  preview: boolean;
  adminUrl: string | undefined;
}

/** The staff workspace's content editor; an item is at `<path>/<type>/<key>`. */
const WORKSPACE_CONTENT_PATH = '/dashboard/ctg-backend/content';

/** The workspace edits a page's sections on the page itself ("page-section", key "about#2"). */
function workspaceItem(type: string, key: string): [string, string] {
  return type === 'page-section' ? ['page', key.split('#')[0] ?? key] : [type, key];
}

/** Where an item's Edit button goes, or undefined while the overlay is off (not in preview). */
export function editUrl(settings: OverlaySettings, type: string, key: string): string | undefined {
  if (!settings.preview) return undefined;
  if (!settings.adminUrl) {
    const [itemType, itemKey] = workspaceItem(type, key);
    return `${WORKSPACE_CONTENT_PATH}/${encodeURIComponent(itemType)}/${encodeURIComponent(itemKey)}`;
  }
  let base: URL;
  try {
    base = new URL(settings.adminUrl);
  } catch {
    return undefined;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined;
  const path = base.pathname.replace(/\/+$/, '');
  base.pathname = `${path}/${encodeURIComponent(type)}/${encodeURIComponent(key)}`;
  return base.href;
}

/** True when the button leaves the site (an external admin), so it opens in a new tab. */
export const opensExternalAdmin = (href: string) => !href.startsWith('/');
