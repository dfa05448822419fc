/** The back-up pages (spec §2): their validity checks and the links they offer. Pure. */

export const backupLinks = [
  { label: 'Dashboard home', href: '/dashboard' },
  { label: 'Shortlisted flights', href: '/dashboard/shortlisted' },
  { label: 'Traveller information', href: '/dashboard/traveller-info' },
  { label: 'Preferences', href: '/dashboard/preferences' },
  { label: 'Settings and security', href: '/dashboard/settings' },
  { label: 'Current deals', href: '/deals' },
  { label: 'Contact a specialist', href: '/contact' },
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
