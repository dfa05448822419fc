/**
 * The optional Google Tag Manager container (issue 25 item 12): the tracked events the site pushes to
 * window.dataLayer are read by a tag manager only when one is configured (GTM_CONTAINER_ID) and only
 * after the visitor accepted analytics. Pure: imported by the server (config, CSP) and by the
 * browser's consent script alike, so it holds no Node or DOM imports.
 */

/** Where the container script comes from; the only origin the CSP opens when a container is set. */
const GTM_ORIGIN = 'https://www.googletagmanager.com';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,10}$/;

/**
 * Reads GTM_CONTAINER_ID: unset or blank means no tag manager (the default). Anything else that is not
 * a container id ("GTM-" and 4 to 10 capitals or digits) is a configuration mistake and throws at
 * start, rather than loading a script from a mistyped container or silently tracking nothing.
 */
export function parseGtmContainerId(setting: string | undefined): string | undefined {
  const value = setting?.trim() ?? '';
  if (value === '') return undefined;
  if (!CONTAINER_ID.test(value)) {
    throw new Error(
      `GTM_CONTAINER_ID: "${value}" is not a Google Tag Manager container id (GTM- and 4 to 10 capitals or digits, e.g. GTM-AB12CD3)`,
    );
  }
  return value;
}

/** The container's script URL; the id is validated, so it needs no escaping beyond the URL's own. */
export function gtmScriptUrl(containerId: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** The part of Astro's per-request CSP API the tag manager needs (Astro.csp / context.csp). */
export interface CspInserter {
  insertScriptResource(resource: string): void;
  insertDirective(directive: string): void;
}

/**
 * What a configured container adds to the page's CSP: its script (script-src), the hits GTM sends
 * (connect-src) and its no-script pixel fallback (img-src). 'self' is repeated: Astro merges an inserted
 * directive with the configured one of the same name, and once any script resource is inserted it no
 * longer adds 'self' to script-src itself. No container: nothing at all.
 */
export function tagManagerCsp(containerId: string | undefined): {
  scriptResources: string[];
  directives: string[];
} {
  if (!containerId) return { scriptResources: [], directives: [] };
  return {
    scriptResources: ["'self'", GTM_ORIGIN],
    directives: [`connect-src 'self' ${GTM_ORIGIN}`, `img-src 'self' data: ${GTM_ORIGIN}`],
  };
}

/** Opens the page's CSP to the tag manager when (and only when) a container is configured. */
export function applyTagManagerCsp(csp: CspInserter | undefined, containerId: string | undefined): void {
  if (!csp) return;
  const { scriptResources, directives } = tagManagerCsp(containerId);
  for (const resource of scriptResources) csp.insertScriptResource(resource);
  for (const directive of directives) csp.insertDirective(directive);
}
