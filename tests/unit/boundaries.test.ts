import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/principles.md "Boundaries": site code reaches the services only over HTTP contracts, never by
 * import; the services never import site code; what both sides use lives in src/shared, which imports
 * neither.
 */
const SITE_FOLDERS = ['src/pages', 'src/features', 'src/islands', 'src/components', 'src/layouts', 'src/lib'];
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]*)['"]/g;

async function listSourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|mjs|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? '');
}

function findServiceImports(source: string): string[] {
  return importsOf(source).filter((path) => /(^|\/)services(\/|$)/.test(path));
}

/** The relative imports of `file` that land outside the `allowed` folders (repository-relative). */
function findImportsOutside(file: string, source: string, allowed: string[]): string[] {
  return importsOf(source)
    .filter((path) => path.startsWith('.'))
    .filter((path) => {
      const target = relative(process.cwd(), resolve(dirname(file), path))
        .split('\\')
        .join('/');
      return !allowed.some((folder) => target === folder || target.startsWith(`${folder}/`));
    });
}

async function offendersIn(
  folder: string,
  allowed: string[],
): Promise<{ scanned: number; offenders: string[] }> {
  const offenders: string[] = [];
  const files = await listSourceFiles(folder);
  for (const file of files) {
    for (const path of findImportsOutside(file, await readFile(file, 'utf8'), allowed))
      offenders.push(`${file} -> ${path}`);
  }
  return { scanned: files.length, offenders };
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

  it('resolves relative imports before judging where they land', () => {
    const file = 'src/services/content/content.rules.ts';
    expect(
      findImportsOutside(file, `import { a } from '../../lib/content/sanitize';`, ['src/services']),
    ).toEqual(['../../lib/content/sanitize']);
    expect(findImportsOutside(file, `import { a } from '../forms/forms.rules';`, ['src/services'])).toEqual(
      [],
    );
    expect(findImportsOutside(file, `import * as v from 'valibot';`, ['src/services'])).toEqual([]);
  });

  it('pages, features, islands, components, layouts and lib never import src/services', async () => {
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

  it('src/services imports only src/services and src/shared', async () => {
    const { scanned, offenders } = await offendersIn('src/services', ['src/services', 'src/shared']);
    expect(scanned).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });

  it('src/shared imports only src/shared', async () => {
    const { scanned, offenders } = await offendersIn('src/shared', ['src/shared']);
    expect(scanned).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
