import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** DESIGN §3: site code reaches the services only over HTTP contracts, never by import. */
const SITE_FOLDERS = ['src/pages', 'src/islands', 'src/components', 'src/layouts', 'src/lib'];
const SERVICE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]*)['"]/g;

async function listSourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|mjs|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function findServiceImports(source: string): string[] {
  return [...source.matchAll(SERVICE_IMPORT)]
    .map((match) => match[1] ?? '')
    .filter((path) => /(^|\/)services(\/|$)/.test(path));
}

describe('module boundaries', () => {
  it('detects a service import in any of its forms', () => {
    expect(findServiceImports(`import { x } from '../../services/app';`)).toEqual(['../../services/app']);
    expect(findServiceImports(`const m = await import("../services/db/schema");`)).toEqual([
      '../services/db/schema',
    ]);
    expect(findServiceImports(`import '~/services';`)).toEqual(['~/services']);
    expect(findServiceImports(`import { x } from '../lib/api/service-client';`)).toEqual([]);
  });

  it('pages, islands, components, layouts and lib never import src/services', async () => {
    const offenders: string[] = [];
    let scanned = 0;
    for (const folder of SITE_FOLDERS) {
      for (const file of await listSourceFiles(folder)) {
        scanned += 1;
        for (const path of findServiceImports(await readFile(file, 'utf8')))
          offenders.push(`${file} -> ${path}`);
      }
    }
    expect(scanned).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
