/** The trips islands' tests render with English text; this is the t() they share. */
import type { OrderT } from './order-text';

/**
 * A t() over the given English files: plain {{name}} interpolation and _one/_other plurals, which is all
 * these components ask of i18next. A missing key comes back as the key, as i18next would show it.
 */
export function englishOrderT(bundle: object): OrderT {
  const lookup = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  function translate(key: string, options: Record<string, unknown> = {}): string {
    const plural =
      typeof options.count === 'number' ? lookup(`${key}_${options.count === 1 ? 'one' : 'other'}`) : null;
    const value = typeof plural === 'string' ? plural : lookup(key);
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
  }
  return translate as unknown as OrderT;
}
