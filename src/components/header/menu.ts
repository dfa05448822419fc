import type { MenuItem } from '../../shared/contracts/content';

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

// The main menu comes from the CMS, whose text stays English (issue 13). Its usual entries are site
// navigation rather than articles, so the ones the seed menu uses are shown in the reader's language,
// matched on their exact English label; a label an editor writes later stays English (marked lang="en").
const KNOWN_LABELS: Record<string, string> = {
  Flights: 'nav.flights',
  Deals: 'nav.deals',
  'All deals': 'nav.allDeals',
  Insights: 'nav.insights',
  News: 'nav.news',
  Reviews: 'nav.reviews',
  'About us': 'nav.aboutUs',
  'Our story': 'nav.ourStory',
  'Webinar offers': 'nav.webinarOffers',
  'Privacy policy': 'nav.privacy',
  'Terms of use': 'nav.terms',
  Contact: 'nav.contact',
};

/** A menu label in the reader's language when it is a known entry; otherwise the CMS text, in English. */
export function menuLabel(
  label: string,
  t: (key: string) => string,
  locale: string,
): { text: string; lang: 'en' | undefined } {
  const key = KNOWN_LABELS[label];
  if (key) return { text: t(key), lang: undefined };
  return { text: label, lang: locale === 'en' ? undefined : 'en' };
}
