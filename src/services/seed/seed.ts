import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { findAccountByEmail, insertAccount } from '../account/account.repo';
import { hashPassword } from '../account/password';
import { upsertSeedEntries, type SeedEntry } from '../content/content.repo';
import { CONTENT_TYPE_SCHEMAS, type ContentType } from '../content/content.schema';
import type { Platform } from '../platform/platform';

/** The demo account documented in the README, so a new user can try signing in at once. */
export const DEMO_ACCOUNT = {
  email: 'demo@ctg.example',
  password: 'Harbour-Bridge-2026!',
  title: 'Ms',
  givenName: 'Olivia',
  familyName: 'Nguyen',
} as const;

const SeedFileSchema = v.object({
  type: v.picklist(Object.keys(CONTENT_TYPE_SCHEMAS) as [ContentType, ...ContentType[]]),
  key: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/))),
  status: v.optional(v.picklist(['draft', 'published']), 'published'),
  publishAt: v.optional(v.pipe(v.string(), v.isoTimestamp()), '2026-01-01T00:00:00.000Z'),
  position: v.optional(v.number(), 0),
  data: v.unknown(),
});

/** Reads every YAML seed file under dir and validates it against its content type's schema. */
export async function readSeedEntries(dir: string): Promise<SeedEntry[]> {
  const files = (await readdir(dir, { recursive: true }))
    .filter((file) => file.endsWith('.yaml'))
    .sort();
  const entries: SeedEntry[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const raw = parseYaml(await readFile(path, 'utf8')) as unknown;
    const result = v.safeParse(SeedFileSchema, raw);
    if (!result.success) throw new Error(`${path}: ${result.issues[0].message}`);
    const head = result.output;
    const data = v.safeParse(CONTENT_TYPE_SCHEMAS[head.type], head.data);
    if (!data.success) {
      const where = data.issues[0].path?.map((p) => String(p.key)).join('.') ?? '';
      throw new Error(`${path}: data.${where}: ${data.issues[0].message}`);
    }
    const defaultKey = relative(dir, path).replace(/\.yaml$/, '').split(sep).pop() ?? file;
    entries.push({
      type: head.type,
      key: head.key ?? defaultKey,
      status: head.status,
      publishAt: new Date(head.publishAt),
      position: head.position,
      data: data.output,
    });
  }
  return entries;
}

export interface SeedReport {
  contentEntries: number;
  demoAccountCreated: boolean;
}

/** Idempotent: safe on every start; editors' changes and existing accounts are kept. */
export async function seed(platform: Platform, contentDir: string): Promise<SeedReport> {
  const entries = await readSeedEntries(contentDir);
  const contentEntries = await upsertSeedEntries(platform, entries);
  let demoAccountCreated = false;
  if (!(await findAccountByEmail(platform, DEMO_ACCOUNT.email))) {
    await insertAccount(platform, {
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      title: DEMO_ACCOUNT.title,
      givenName: DEMO_ACCOUNT.givenName,
      familyName: DEMO_ACCOUNT.familyName,
      status: 'active',
    });
    demoAccountCreated = true;
  }
  return { contentEntries, demoAccountCreated };
}
