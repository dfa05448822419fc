// Plain JavaScript because astro.config.mjs imports it before TypeScript is in play.
import { readFileSync } from 'node:fs';

/** The spec's permanent redirects (spec §2), in Astro's route syntax. */
export const SPEC_REDIRECTS = {
  '/news': '/insights',
  '/reviews': '/insights',
  '/ask-our-experts': '/contact',
  '/legal': '/about/legal',
  '/airfare-webinar': '/webinar-offers',
  '/page/privacy-policy': '/privacy-policy',
  '/news/[x]': '/insights/[x]',
  '/reviews/[x]': '/insights/[x]',
  '/news/tag/[t]': '/insights/tag/[t]',
  '/deals/[x]/enquiry': '/deals/enquiry/[x]',
};

const PATH = /^\/[A-Za-z0-9\-._~/[\]]*$/;

/**
 * Validates the redirect manifest; throws (failing the build) on any malformed entry, a target that
 * uses a parameter its source lacks, a chain, or a clash with the spec's table.
 */
export function validateRedirectManifest(manifest) {
  if (!manifest || !Array.isArray(manifest.redirects)) {
    throw new Error('redirect manifest: "redirects" must be an array');
  }
  const table = {};
  for (const [index, entry] of manifest.redirects.entries()) {
    const where = `redirect manifest entry ${index}`;
    if (typeof entry?.from !== 'string' || typeof entry?.to !== 'string') {
      throw new Error(`${where}: "from" and "to" must be strings`);
    }
    for (const path of [entry.from, entry.to]) {
      if (!PATH.test(path) || path.includes('//') || path.includes('..')) {
        throw new Error(`${where}: "${path}" is not a site path`);
      }
    }
    if (entry.from === entry.to) throw new Error(`${where}: redirects to itself`);
    const params = (path) =>
      [...path.matchAll(/\[([a-z]+)\]/gi)]
        .map((m) => m[1])
        .sort()
        .join(',');
    for (const param of params(entry.to).split(',').filter(Boolean)) {
      if (!params(entry.from).split(',').includes(param)) {
        throw new Error(`${where}: target uses [${param}], which "${entry.from}" does not define`);
      }
    }
    if (entry.from in SPEC_REDIRECTS || entry.from in table) {
      throw new Error(`${where}: "${entry.from}" is already redirected`);
    }
    table[entry.from] = entry.to;
  }
  for (const [from, to] of Object.entries(table)) {
    if (to in table || to in SPEC_REDIRECTS) {
      throw new Error(`redirect manifest: "${from}" -> "${to}" chains into another redirect`);
    }
  }
  return table;
}

/**
 * Every permanent redirect as Astro `redirects` config. The string form answers GET with 301 (308 for
 * other methods) and, unlike the object form, substitutes [param] segments into the destination.
 */
export function buildRedirects(manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return { ...SPEC_REDIRECTS, ...validateRedirectManifest(manifest) };
}
