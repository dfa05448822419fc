/**
 * Derives the Nationality list (spec §3 "Lists") from OpenTravelData's optd_countries.csv (CC BY 4.0)
 * joined with the English nationality adjectives (scripts/nationalities/adjectives.ts), into
 * src/features/account/nationalities.json. Run once, commit the output; the site never reads ../shared at
 * run time.
 *
 *   npx tsx scripts/derive-nationalities.ts [--source ../shared/data/opentraveldata] [--out src/features/account]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { derivePaths } from './flight-data/derive-paths';
import { deriveNationalities } from './nationalities/nationality-list';

const { source: SOURCE, out: OUT } = derivePaths('src/features/account');

function main() {
  const list = deriveNationalities(readFileSync(join(SOURCE, 'optd_countries.csv'), 'utf8'));
  const body = list.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n');
  writeFileSync(join(OUT, 'nationalities.json'), `[\n${body}\n]\n`);
  console.log(`Derived ${list.length} nationalities into ${join(OUT, 'nationalities.json')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
