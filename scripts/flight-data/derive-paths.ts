import { resolve } from 'node:path';

/**
 * The folders of a derive-* script, from its command line: `--source` (OpenTravelData's checkout,
 * beside this repository by default) and `--out` (where the derived files go, `defaultOut` unless given).
 */
export function derivePaths(defaultOut: string, args: string[] = process.argv.slice(2)) {
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
  };
  return {
    source: resolve(option('--source', '../shared/data/opentraveldata')),
    out: resolve(option('--out', defaultOut)),
  };
}
