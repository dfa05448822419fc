/** The editors' edit overlay (spec §6): when it shows, and where its buttons go. */
export interface OverlaySettings {
  preview: boolean;
  visualEditor: boolean;
  adminUrl: string | undefined;
}

/** The admin URL of an item, or undefined while the overlay is off (any condition unmet). */
export function editUrl(settings: OverlaySettings, type: string, key: string): string | undefined {
  if (!settings.preview || !settings.visualEditor || !settings.adminUrl) return undefined;
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
