/**
 * The one place the site's same-origin API reads request bodies: a size limit counted in bytes while
 * the body streams in (a missing or false Content-Length changes nothing), UTF-8 only, and for JSON a
 * nesting limit checked on the text before parsing. Every problem is a BadRequest with a clear message.
 */
import { JSON_BODY_MESSAGES, MAX_JSON_DEPTH, parseBoundedJson } from '../../shared/domain/json-depth';

/** The site's body limits, in line with the services' (src/services/http/validate.ts). */
export const SITE_BODY_LIMITS = {
  /** Any JSON body from the browser. */
  jsonBytes: 256 * 1024,
  /** Picture uploads: a 2 MB image as base64 in JSON (the services check the image rules). */
  uploadBytes: 3 * 1024 * 1024,
  /** The zero-JS /account forms: a handful of short text fields. */
  formBytes: 64 * 1024,
  /** Arrays and objects inside one another. */
  jsonDepth: MAX_JSON_DEPTH,
} as const;

/** Bad input from the browser: answered with its status (400, or 413 for a body over the limit). */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly httpStatus: 400 | 413 = 400,
  ) {
    super(message);
    this.name = 'BadRequest';
  }
}

const tooLarge = () => new BadRequest(JSON_BODY_MESSAGES.tooLarge, 413);

/** The body's bytes, refusing more than `maxBytes` without reading the rest. */
async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BadRequest) throw error;
    // The server's own body limit, a body already read, or a connection cut while sending.
    throw new BadRequest('The request body could not be read');
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads a JSON object body; an empty body is {}. Anything else is a BadRequest, never a 500. */
export async function readJsonObject(
  request: Request,
  maxBytes: number = SITE_BODY_LIMITS.jsonBytes,
): Promise<Record<string, unknown>> {
  const bytes = await readBodyBytes(request, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequest(JSON_BODY_MESSAGES.invalid);
  }
  if (text.trim() === '') return {};
  const parsed = parseBoundedJson(text, SITE_BODY_LIMITS.jsonDepth);
  if (!parsed.ok) {
    throw new BadRequest(
      parsed.problem === 'too-deep' ? JSON_BODY_MESSAGES.tooDeep : JSON_BODY_MESSAGES.invalid,
    );
  }
  const body = parsed.value;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequest('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * Reads a form body (urlencoded or multipart, by the request's Content-Type) of at most `maxBytes`.
 * A body that is not a form is a BadRequest.
 */
export async function readFormBody(
  request: Request,
  maxBytes: number = SITE_BODY_LIMITS.formBytes,
): Promise<FormData> {
  const bytes = await readBodyBytes(request, maxBytes);
  const contentType = request.headers.get('Content-Type') ?? '';
  try {
    return await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new BadRequest('The form could not be read');
  }
}

/**
 * JSON text for a value the site sends or answers with, or undefined when it cannot be written as JSON
 * (a BigInt, a cycle, a structure too deep for the serialiser): callers answer that as a refusal.
 */
export function writeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
