import { readFile, stat } from 'node:fs/promises';

let cached: { path: string; mtimeMs: number; buildId: string | null } | undefined;

/** The build id in the deployed build file, re-read only when the file changes. Null if unreadable. */
export async function readLatestBuildId(path: string): Promise<string | null> {
  try {
    const { mtimeMs } = await stat(path);
    if (cached && cached.path === path && cached.mtimeMs === mtimeMs) return cached.buildId;
    const parsed = JSON.parse(await readFile(path, 'utf8')) as { buildId?: unknown };
    const buildId =
      typeof parsed.buildId === 'string' && parsed.buildId.length <= 100 ? parsed.buildId : null;
    cached = { path, mtimeMs, buildId };
    return buildId;
  } catch {
    return null;
  }
}
