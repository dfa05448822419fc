/**
 * The language Astro picks from Accept-Language (its `preferredLocale`), computed before Astro runs so
 * the route cache can key pages by the language they are rendered in rather than by the raw header
 * (browsers send hundreds of variants). A copy of Astro's rule (astro/dist/i18n/utils.js
 * computePreferredLocale): exact codes only, ordered by quality, `*` last unless weighted;
 * preferred-locale.test.ts checks the copy against Astro's own function.
 */
const normalise = (locale: string) => locale.replaceAll('_', '-').toLowerCase();

export function preferredLocaleOf(header: string | null, locales: readonly string[]): string | undefined {
  if (!header) return undefined;
  const offered = locales.map(normalise);
  const accepted = (header === '*' ? ['*'] : header.split(','))
    .map((part) => {
      const [name = '', quality] = part.split(';').map((piece) => piece.trim());
      const weight = quality?.startsWith('q=') ? Number.parseFloat(quality.slice(2)) : undefined;
      return {
        name,
        weight: weight === undefined || Number.isNaN(weight) || weight > 1 ? undefined : weight,
      };
    })
    .filter((item) => item.name === '*' || offered.includes(normalise(item.name)))
    .sort((a, b) => rank(b) - rank(a));
  const first = accepted[0];
  if (!first || first.name === '*') return undefined;
  return locales.find((locale) => normalise(locale) === normalise(first.name));
}

function rank(item: { name: string; weight: number | undefined }): number {
  return item.name === '*' ? (item.weight ?? 0) : (item.weight ?? 1);
}
