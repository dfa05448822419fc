/**
 * `npm run docs:api`: writes each service's OpenAPI document, generated from the routes' valibot
 * contracts, to docs/api/{main,booking,hotel,content}.json (src/services/http/openapi-drift.test.ts
 * fails when the committed files differ from the code). Fails when a route declares no contract.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { createServices } from '../src/services/app';
import { API_DOCS_DIR, buildServiceDocuments } from '../src/services/http/openapi-files';
import { createPlatform } from '../src/services/platform/platform';

const dataDir = await mkdtemp(join(tmpdir(), 'ctg-openapi-'));
const platform = await createPlatform({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
try {
  const documents = buildServiceDocuments(createServices(platform, { apiReference: false }));
  await mkdir(API_DOCS_DIR, { recursive: true });
  let undocumented = 0;
  for (const [name, { document, undocumented: missing }] of Object.entries(documents)) {
    for (const route of missing)
      console.error(`✗ ${name}: ${route.method} ${route.path} declares no contract`);
    undocumented += missing.length;
    const path = join(API_DOCS_DIR, `${name}.json`);
    await writeFile(
      path,
      await format(JSON.stringify(document, null, 2), { ...(await resolveConfig(path)), filepath: path }),
    );
    console.log(`${path}: ${Object.keys(document.paths as object).length} paths`);
  }
  process.exitCode = undocumented > 0 ? 1 : 0;
} finally {
  await platform.close();
  await rm(dataDir, { recursive: true, force: true });
}
