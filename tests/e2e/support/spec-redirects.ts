/**
 * The spec's permanent redirects without parameters (spec §2). The spec files that follow them add
 * the redirects with parameters, each with sample values of its own.
 */
export const FIXED_SPEC_REDIRECTS: [from: string, to: string][] = [
  ['/news', '/insights'],
  ['/reviews', '/insights'],
  ['/ask-our-experts', '/contact'],
  ['/legal', '/about/legal'],
  ['/airfare-webinar', '/webinar-offers'],
  ['/page/privacy-policy', '/privacy-policy'],
];
