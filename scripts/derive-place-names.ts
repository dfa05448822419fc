/**
 * Derives the place names both sides read (src/shared/places/place-names.json) from the flight network
 * the services load (src/services/data, OpenTravelData, CC BY 4.0: see its NOTICE.md): every airport and
 * city the auto-suggestion offers, as it names them, without its ranking. The results page names the
 * places of its URL from it without a service call. Run after the network's data changes and commit the
 * output; src/services/utilities/place-names.test.ts fails while the two differ.
 *
 *   npx tsx scripts/derive-place-names.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { loadNetwork } from '../src/services/flights/network';
import { suggestionCandidates } from '../src/services/utilities/utilities.routes';
import { PLACE_FIELDS } from '../src/shared/places/place-names';

const out = join(import.meta.dirname, '..', 'src/shared/places/place-names.json');
const rows = suggestionCandidates(loadNetwork()).map((place) => PLACE_FIELDS.map((field) => place[field]));
const json = JSON.stringify({ fields: PLACE_FIELDS, rows });
writeFileSync(out, await format(json, { ...(await resolveConfig(out)), filepath: out }));
console.log(`${out}: ${rows.length} places`);
