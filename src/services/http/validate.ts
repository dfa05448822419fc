import type { Context } from 'hono';
import * as v from 'valibot';
import { JSON_BODY_MESSAGES, MAX_JSON_DEPTH, parseBoundedJson } from '../../shared/domain/json-depth';
import { RequestRejected } from './envelope';

/** Maximum JSON body the services accept; larger bodies are refused before parsing (app-factory.ts). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/**
 * Picture uploads (a 2 MB image, base64 in JSON, is about 2.7 MB) get a larger allowance than other
 * bodies; the image rules themselves (type by content, 2 MB) are checked by the profile service.
 */
export const MAX_UPLOAD_BODY_BYTES = 3 * 1024 * 1024;

/** Deepest nesting of arrays and objects in a JSON body, checked on the text before parsing. */
export const MAX_JSON_BODY_DEPTH = MAX_JSON_DEPTH;

export function isUploadPath(path: string): boolean {
  // Profile pictures, and the content media library's uploads (same 2 MB image rule).
  return /ProfileImage$/.test(path) || path === '/editor/media';
}

/**
 * Reads and validates a JSON body; any problem is a 400 with a clear message, never a 500: text that
 * is not UTF-8 JSON, nesting past MAX_JSON_BODY_DEPTH (refused before parsing, so nothing downstream
 * recurses over it), or the schema's first issue.
 */
export async function readJsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
  } catch {
    throw new RequestRejected(400, JSON_BODY_MESSAGES.invalid);
  }
  if (text.trim() === '') return parseInput(schema, {});
  const parsed = parseBoundedJson(text, MAX_JSON_BODY_DEPTH);
  if (!parsed.ok) {
    throw new RequestRejected(
      400,
      parsed.problem === 'too-deep' ? JSON_BODY_MESSAGES.tooDeep : JSON_BODY_MESSAGES.invalid,
    );
  }
  return parseInput(schema, parsed.value);
}

/**
 * The path of the first string (value or key) holding a NUL character, or null. PostgreSQL text cannot
 * store NUL, so such input would fail at the database as a 500; it is refused up front instead. The walk
 * is iterative: bodies are already depth-bounded, but nothing here should recurse over input.
 */
export function findNulCharacter(input: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'value';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath;
        pending.push({ value: item, path: itemPath });
      }
    }
  }
  return null;
}

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const nulAt = findNulCharacter(input);
  if (nulAt !== null) throw new RequestRejected(400, `${nulAt}: must not contain NUL characters`);
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.');
    throw new RequestRejected(400, path ? `${path}: ${issue.message}` : issue.message);
  }
  return result.output;
}
