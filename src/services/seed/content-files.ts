/**
 * Reads the seed content of src/content: YAML files (one entry, or several separated by `---`) and
 * Markdown files whose YAML front matter holds the entry's head and data and whose body becomes the
 * RichText field named by `bodyField` (default `body`; `sections` appends it to a page as a last
 * section in the Nope layout), rendered by marked and sanitised. Every entry is
 * validated against its content type's schema; the first problem stops the seed with the file and field.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { marked } from 'marked';
import * as v from 'valibot';
import { parseAllDocuments } from 'yaml';
import type { SeedEntry } from '../content/content.repo';
import { CONTENT_TYPES, CONTENT_TYPE_SCHEMAS, type ContentType } from '../content/content.schema';
import { sanitizeEntryData } from '../content/content-entries.service';

const SeedHeadSchema = v.object({
  type: v.picklist(CONTENT_TYPES),
  key: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/))),
  status: v.optional(v.picklist(['draft', 'published']), 'published'),
  publishAt: v.optional(v.pipe(v.string(), v.isoTimestamp()), '2026-01-01T00:00:00.000Z'),
  position: v.optional(v.number(), 0),
  bodyField: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z]+$/)), 'body'),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
});

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** YAML timestamps come back as Date objects; the schemas expect ISO text. */
function normaliseDates(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normaliseDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normaliseDates(inner)]));
  }
  return value;
}

function parseYamlDocuments(text: string, path: string): unknown[] {
  return parseAllDocuments(text)
    .map((document, index) => {
      if (document.errors.length > 0)
        throw new Error(`${path} (document ${index + 1}): ${document.errors[0]?.message}`);
      return document.toJS();
    })
    .filter((value) => value !== null && value !== undefined);
}

/**
 * The dotted path of the first null in a value. No content field may be null; in seed YAML a null is
 * almost always a comma inside a { } mapping that split a text into a second, empty key.
 */
function findNull(value: unknown, path: string): string | undefined {
  if (value === null) return path;
  if (Array.isArray(value)) {
    for (const [index, inner] of value.entries()) {
      const found = findNull(inner, `${path}.${index}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNull(inner, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

function toEntry(raw: unknown, path: string, fallbackKey: string, markdownBody?: string): SeedEntry {
  const empty = findNull(raw, '');
  if (empty) throw new Error(`${path}: ${empty.slice(1)} is empty (a comma inside { }? quote the text)`);
  const head = v.safeParse(SeedHeadSchema, normaliseDates(raw));
  if (!head.success) {
    const where = head.issues[0].path?.map((item) => String(item.key)).join('.') ?? '';
    throw new Error(`${path}: ${where ? `${where}: ` : ''}${head.issues[0].message}`);
  }
  const { type, key, status, publishAt, position, bodyField } = head.output;
  const rawData: Record<string, unknown> = { ...head.output.data };
  if (markdownBody !== undefined && markdownBody.trim() !== '') {
    const html = marked.parse(markdownBody, { async: false, gfm: true });
    // A page's Markdown body becomes its last section, in the plain layout (Nope, 10).
    if (bodyField === 'sections') {
      rawData.sections = [
        ...(Array.isArray(rawData.sections) ? rawData.sections : []),
        { layoutId: 10, body: html },
      ];
    } else {
      rawData[bodyField] = html;
    }
  }
  const data = v.safeParse(CONTENT_TYPE_SCHEMAS[type], rawData);
  if (!data.success) {
    const where = data.issues[0].path?.map((item) => String(item.key)).join('.') ?? '';
    throw new Error(`${path}: data.${where}: ${data.issues[0].message}`);
  }
  return {
    type,
    key: key ?? fallbackKey,
    status,
    publishAt: new Date(publishAt),
    position,
    data: sanitizeEntryData(type as ContentType, data.output as Record<string, unknown>),
  };
}

/** Every seed entry under dir, in a stable order; throws on the first invalid file. */
export async function readContentFiles(dir: string): Promise<SeedEntry[]> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => /\.(ya?ml|md)$/.test(file)).sort();
  const entries: SeedEntry[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const text = await readFile(path, 'utf8');
    const fallbackKey = basename(file).replace(/\.(ya?ml|md)$/, '');
    if (file.endsWith('.md')) {
      const match = FRONT_MATTER.exec(text);
      if (!match)
        throw new Error(`${path}: a Markdown seed file starts with YAML front matter between --- lines`);
      const [head] = parseYamlDocuments(match[1] ?? '', path);
      entries.push(toEntry(head, path, fallbackKey, match[2] ?? ''));
      continue;
    }
    const documents = parseYamlDocuments(text, path);
    for (const document of documents) entries.push(toEntry(document, path, fallbackKey));
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    const id = `${entry.type}/${entry.key}`;
    if (seen.has(id)) throw new Error(`${dir}: two seed entries are ${id}; give one of them its own key`);
    seen.add(id);
  }
  return entries;
}
