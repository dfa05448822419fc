/**
 * Structured data (schema.org JSON-LD) and social cards for content pages. Pure: pages pass absolute
 * URLs built from the request origin.
 */
import type { Deal, Insight } from '../../shared/contracts/cms';

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  label: string;
  /** Site path; the last crumb (the current page) may omit it. */
  path?: string;
  /** "en" when the label is CMS text on a page in another language (content-language.ts). */
  lang?: 'en' | undefined;
}

export function organizationLd(origin: string, name: string, phone: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${origin}/#organization`,
    name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: phone,
    areaServed: { '@type': 'Country', name: 'Australia' },
  };
}

export function breadcrumbLd(origin: string, crumbs: Crumb[], currentPath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.path ?? currentPath, origin).href,
    })),
  };
}

export function articleLd(
  origin: string,
  insight: Insight,
  imageUrl: string | undefined,
  publisher: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': insight.kind === 'review' ? 'Review' : 'NewsArticle',
    headline: insight.title,
    description: insight.summary,
    datePublished: insight.publishedAt,
    dateModified: insight.updatedAt,
    author: { '@type': 'Organization', name: insight.author },
    publisher: { '@id': `${origin}/#organization`, '@type': 'Organization', name: publisher },
    mainEntityOfPage: new URL(insight.path, origin).href,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(insight.kind === 'review' && insight.airline
      ? { itemReviewed: { '@type': 'Airline', name: insight.airline.name, iataCode: insight.airline.code } }
      : {}),
  };
}

export function offerLd(origin: string, deal: Deal, seller: string): JsonLd {
  const validFrom = deal.publishedAt.slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: deal.name,
    description: deal.summary,
    url: new URL(deal.path, origin).href,
    price: deal.leadInPrice.amount,
    priceCurrency: deal.leadInPrice.currency,
    validFrom,
    priceValidUntil: deal.bookBy,
    availability: 'https://schema.org/LimitedAvailability',
    seller: { '@id': `${origin}/#organization`, '@type': 'Organization', name: seller },
    itemOffered: {
      '@type': 'Trip',
      name: deal.name,
      provider: { '@type': 'Airline', name: deal.airline.name, iataCode: deal.airline.code },
      itinerary: deal.destinations.map((place) => ({ '@type': 'City', name: place.city })),
    },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: "<" is escaped so no text in the content can
 * close the element, and U+2028/2029 so the result stays valid everywhere.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A meta description: whitespace collapsed, cut at a word boundary near 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, '')}…`;
}
