/** The back-up pages (spec §2): their validity checks and the links they offer. Pure. */

// `key` names the label in content.json (cms.backupLinks); `label` is the English text, kept for logs and
// tests that read the list without a t().
export const backupLinks = [
  { key: 'cms.backupLinks.dashboard', label: 'Dashboard home', href: '/dashboard' },
  { key: 'cms.backupLinks.shortlisted', label: 'Shortlisted flights', href: '/dashboard/shortlisted' },
  { key: 'cms.backupLinks.travellerInfo', label: 'Traveller information', href: '/dashboard/traveller-info' },
  { key: 'cms.backupLinks.preferences', label: 'Preferences', href: '/dashboard/preferences' },
  { key: 'cms.backupLinks.settings', label: 'Settings and security', href: '/dashboard/settings' },
  { key: 'cms.backupLinks.currentDeals', label: 'Current deals', href: '/deals' },
  { key: 'cms.backupLinks.contact', label: 'Contact a specialist', href: '/contact' },
] as const;

/**
 * The date of /dashboard/{date}: YYYY-MM-DD, a real calendar day from 2020-01-01 up to today (UTC);
 * null otherwise (the route answers 404).
 */
export function parseDashboardDate(raw: string | undefined, today: Date): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const date = new Date(`${raw}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) return null;
  if (raw < '2020-01-01' || raw > today.toISOString().slice(0, 10)) return null;
  return raw;
}

/** A saved-link token of /backup/{token}: 8 to 64 URL-safe characters. */
export function isBackupToken(raw: string | undefined): raw is string {
  return raw !== undefined && /^[A-Za-z0-9_-]{8,64}$/.test(raw);
}
