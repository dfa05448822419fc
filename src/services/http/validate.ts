import type { Context } from 'hono';
import * as v from 'valibot';
import { RequestRejected } from './envelope';

/** Maximum JSON body the services accept; larger bodies are refused before parsing. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/**
 * Picture uploads (a 2 MB image, base64 in JSON, is about 2.7 MB) get a larger allowance than other
 * bodies; the image rules themselves (type by content, 2 MB) are checked by the profile service.
 */
export const MAX_UPLOAD_BODY_BYTES = 3 * 1024 * 1024;

export function isUploadPath(path: string): boolean {
  return /ProfileImage$/.test(path);
}

/** Reads and validates a JSON body; any problem is a 400 with the first message, never a 500. */
export async function readJsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new RequestRejected(400, 'The request body must be valid JSON');
  }
  return parseInput(schema, body);
}

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.');
    throw new RequestRejected(400, path ? `${path}: ${issue.message}` : issue.message);
  }
  return result.output;
}
