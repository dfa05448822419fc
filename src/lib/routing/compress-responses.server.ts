/**
 * Response compression for the request entry (src/fetch.ts), with the rules of hono's compress():
 * gzip or deflate by the request's Accept-Encoding (gzip first), compressible content types only,
 * bodies of 1 KB or more, never for HEAD, 206, no-transform or an already encoded answer; always
 * `Vary: Accept-Encoding`; a strong ETag becomes weak.
 *
 * What differs is how: hono pipes every body through a CompressionStream, whose set-up and web-stream
 * plumbing cost about four times the compression itself for a page (about 10% of the CPU profile of a
 * content page). A body that is complete as soon as it is asked for, as Astro's pages are once their
 * data is loaded, is compressed in one synchronous call instead. A body still being produced (it has
 * to wait for I/O) keeps streaming through a CompressionStream, so nothing waits for a slow page to
 * finish before its first bytes go out.
 */
import { deflateSync, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

const ENCODINGS = ['gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** A body of known smaller length is sent as it is (hono's default threshold). */
const MIN_BYTES = 1024;
/**
 * Level 1 for what is compressed as it is sent, as nginx does by default: a page of 20 itineraries
 * (96 KB of JSON) takes 0.11 ms at level 1 against 0.27 ms at zlib's default 6, for 9.3 KB against
 * 6.9 KB on the wire. Pages the route cache keeps are compressed once, harder (route-cache-provider).
 */
const ONE_CALL = { level: 1 };
/** Larger bodies are compressed as a stream: one synchronous call would hold up other requests. */
const MAX_ONE_CALL_BYTES = 512 * 1024;

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding to use: the first with q=1, else the highest q above 0 (as hono's compress). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((accept) => accept.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcard ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function isCompressible(response: Response, method: string): boolean {
  const { headers } = response;
  const length = headers.get('Content-Length');
  if (response.status === 206 || method === 'HEAD') return false;
  if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false;
  if (length && Number(length) < MIN_BYTES) return false;
  if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '')) return false;
  return !NO_TRANSFORM.test(headers.get('Cache-Control') ?? '');
}

// Chunks as Response bodies yield them (and as CompressionStream accepts them).
type Chunk = Uint8Array<ArrayBuffer>;

type BodyRead =
  | { complete: true; bytes: Buffer }
  | {
      complete: false;
      received: Chunk[];
      pending: Promise<ReadableStreamReadResult<Chunk>>;
      reader: ReadableStreamDefaultReader<Chunk>;
    };

const STILL_RUNNING = Symbol('still running');

/** Resolves after the work queued for this turn of the event loop (promises included) has run. */
function endOfTurn(): { promise: Promise<typeof STILL_RUNNING>; cancel: () => void } {
  let handle: NodeJS.Immediate | undefined;
  const promise = new Promise<typeof STILL_RUNNING>((resolve) => {
    handle = setImmediate(() => resolve(STILL_RUNNING));
  });
  return { promise, cancel: () => clearImmediate(handle) };
}

/**
 * Reads the body for as long as each chunk is ready within the current turn of the event loop. A
 * chunk that has to wait for I/O, or a body past MAX_ONE_CALL_BYTES, ends the reading: what was
 * received and the read in flight are handed back, to be streamed.
 */
async function readIfReady(body: ReadableStream<Chunk>): Promise<BodyRead> {
  const reader = body.getReader();
  const received: Chunk[] = [];
  let size = 0;
  let pending = reader.read();
  for (;;) {
    const turn = endOfTurn();
    const result = await Promise.race([pending, turn.promise]);
    turn.cancel();
    if (result === STILL_RUNNING) return { complete: false, received, pending, reader };
    if (result.done) return { complete: true, bytes: Buffer.concat(received, size) };
    received.push(result.value);
    size += result.value.byteLength;
    pending = reader.read();
    if (size > MAX_ONE_CALL_BYTES) return { complete: false, received, pending, reader };
  }
}

/** The rest of a partly read body, the chunks already received first. */
function resumeBody(read: Extract<BodyRead, { complete: false }>): ReadableStream<Chunk> {
  let { pending } = read;
  return new ReadableStream<Chunk>({
    start(controller) {
      for (const chunk of read.received) controller.enqueue(chunk);
    },
    async pull(controller) {
      const result = await pending;
      if (result.done) {
        controller.close();
        return;
      }
      controller.enqueue(result.value);
      pending = read.reader.read();
    },
    cancel(reason) {
      return read.reader.cancel(reason);
    },
  });
}

/** The compress middleware (see the file comment). */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isCompressible(c.res, c.req.method)) return;
    const vary = c.res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !c.res.body) return;
    const read = await readIfReady(c.res.body);
    if (read.complete) {
      const compressed =
        encoding === 'gzip' ? gzipSync(read.bytes, ONE_CALL) : deflateSync(read.bytes, ONE_CALL);
      c.res = new Response(compressed, c.res);
      c.res.headers.set('Content-Length', String(compressed.byteLength));
    } else {
      c.res = new Response(resumeBody(read).pipeThrough(new CompressionStream(encoding)), c.res);
      c.res.headers.delete('Content-Length');
    }
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
