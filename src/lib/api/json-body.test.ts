import { describe, expect, it } from 'vitest';
import { SITE_BODY_LIMITS, readFormBody, readJsonObject } from './json-body';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost:4321/api/x', { method: 'POST', body, headers });

/** A body that streams in chunks, with no Content-Length, as a chunked upload arrives. */
function streamed(chunk: string, times: number): Request {
  const bytes = new TextEncoder().encode(chunk);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < times) controller.enqueue(bytes);
      else controller.close();
    },
  });
  return new Request('http://localhost:4321/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readJsonObject', () => {
  it('reads an object, and an empty body as {}', async () => {
    expect(await readJsonObject(post('{"a":[1,{"b":2}]}'))).toEqual({ a: [1, { b: 2 }] });
    expect(await readJsonObject(post(''))).toEqual({});
    expect(await readJsonObject(post(null))).toEqual({});
  });

  it.each([
    ['arrays', `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`],
    ['objects', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
    [
      'one level past the limit',
      `{"a":${'['.repeat(SITE_BODY_LIMITS.jsonDepth)}${']'.repeat(SITE_BODY_LIMITS.jsonDepth)}}`,
    ],
  ])('refuses %s nested too deeply with a 400', async (_, text) => {
    await expect(readJsonObject(post(text))).rejects.toMatchObject({
      httpStatus: 400,
      message: 'The request body is nested too deeply',
    });
  });

  it('reads a body nested exactly to the limit', async () => {
    const levels = SITE_BODY_LIMITS.jsonDepth - 1;
    const text = `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    await expect(readJsonObject(post(text))).resolves.toHaveProperty('a');
  });

  it('refuses a body whose Content-Length is over the limit with a 413, without reading it', async () => {
    const request = post('{}', { 'Content-Length': String(SITE_BODY_LIMITS.jsonBytes + 1) });
    await expect(readJsonObject(request)).rejects.toMatchObject({
      httpStatus: 413,
      message: 'The request body is too large',
    });
  });

  it('counts bytes as they stream in, whatever Content-Length says', async () => {
    await expect(readJsonObject(streamed(`"${'x'.repeat(64 * 1024)}`, 8))).rejects.toMatchObject({
      httpStatus: 413,
    });
    // Three-byte characters: under the limit in characters, over it in bytes.
    const wide = `{"a":"${'€'.repeat(100 * 1024)}"}`;
    expect(wide.length).toBeLessThan(SITE_BODY_LIMITS.jsonBytes);
    await expect(readJsonObject(post(wide))).rejects.toMatchObject({ httpStatus: 413 });
  });

  it('allows a larger body when the endpoint asks for it (picture uploads)', async () => {
    const picture = `{"image":"${'A'.repeat(2 * 1024 * 1024)}"}`;
    await expect(readJsonObject(post(picture), SITE_BODY_LIMITS.uploadBytes)).resolves.toHaveProperty(
      'image',
    );
  });

  it.each([
    ['text that is not JSON', post('{"a":')],
    [
      'bytes that are not UTF-8',
      post(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])),
    ],
  ])('refuses %s with a 400', async (_, request) => {
    await expect(readJsonObject(request)).rejects.toMatchObject({
      httpStatus: 400,
      message: 'The request body must be valid JSON',
    });
  });

  it.each(['[1]', '"text"', '12', 'null'])('refuses %s: the body must be a JSON object', async (text) => {
    await expect(readJsonObject(post(text))).rejects.toMatchObject({
      httpStatus: 400,
      message: 'The request body must be a JSON object',
    });
  });

  it('refuses a body that was already read', async () => {
    const request = post('{}');
    await request.text();
    await expect(readJsonObject(request)).rejects.toMatchObject({ httpStatus: 400 });
  });
});

describe('readFormBody', () => {
  it('reads url-encoded and multipart forms', async () => {
    const encoded = await readFormBody(
      post('email=ada%40example.com&x=1', { 'Content-Type': 'application/x-www-form-urlencoded' }),
    );
    expect(encoded.get('email')).toBe('ada@example.com');
    const form = new FormData();
    form.set('code', '123456');
    const multipart = new Request('http://localhost:4321/api/x', { method: 'POST', body: form });
    expect((await readFormBody(multipart)).get('code')).toBe('123456');
  });

  it.each([
    ['a multipart body without its boundary', 'multipart/form-data'],
    ['a multipart body that is cut short', 'multipart/form-data; boundary=b'],
    ['JSON', 'application/json'],
    ['no content type', undefined],
  ])('refuses %s with a 400', async (_, type) => {
    const request = post(
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
      type ? { 'Content-Type': type } : {},
    );
    await expect(readFormBody(request)).rejects.toMatchObject({
      httpStatus: 400,
      message: 'The form could not be read',
    });
  });

  it('refuses a form over the limit with a 413', async () => {
    const big = `a=${'x'.repeat(SITE_BODY_LIMITS.formBytes)}`;
    await expect(
      readFormBody(post(big, { 'Content-Type': 'application/x-www-form-urlencoded' })),
    ).rejects.toMatchObject({ httpStatus: 413 });
  });
});
