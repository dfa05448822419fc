/**
 * The dashboard's sections and the spec's tab groups (spec §2, §4 "Dashboard tab groups"). Pure data
 * for the nav; the pages render them.
 */
export interface DashboardSection {
  href: string;
  /** i18n key under "dashboard.nav". */
  key: 'overview' | 'shortlisted' | 'priceAlerts' | 'travellerInfo' | 'preferences' | 'settings';
  /** The label's i18n key when it is not "dashboard.nav.<key>" (a feature's own namespace). */
  label?: string;
  /** The tabs of the section, in order (i18n keys under "dashboard.tabs"). */
  tabs: string[];
}

export const DASHBOARD_SECTIONS: DashboardSection[] = [
  { href: '/dashboard', key: 'overview', tabs: ['UpcomingTrips', 'PreviousTrips'] },
  { href: '/dashboard/shortlisted', key: 'shortlisted', tabs: ['ShortlistedFlights'] },
  { href: '/dashboard/price-alerts', key: 'priceAlerts', label: 'priceAlerts.nav', tabs: [] },
  {
    href: '/dashboard/traveller-info',
    key: 'travellerInfo',
    tabs: ['PersonalDetails', 'PassportInformation', 'EmergencyContact', 'FrequentFlyer'],
  },
  {
    href: '/dashboard/preferences',
    key: 'preferences',
    tabs: ['DepartingCityAirline', 'AdditionalPreferences'],
  },
  {
    href: '/dashboard/settings',
    key: 'settings',
    tabs: ['Security', 'MarketingPreferences', 'LinkedAccounts'],
  },
];

/** The section a path belongs to (trailing slash ignored). */
export function currentSection(pathname: string): DashboardSection | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return DASHBOARD_SECTIONS.find((section) => section.href === path);
}

/** The login guard's target for a dashboard page (the pattern every guarded page uses). */
export function signInPath(pathname: string, search = ''): string {
  return `/account?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
