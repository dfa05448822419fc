import { describe, expect, it } from 'vitest';
import { ApiError, DEFAULT_ERROR_MESSAGE, readServiceAnswer } from './envelope';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(response: Response, authenticated = false): Promise<ApiError> {
  try {
    await readServiceAnswer(response, { authenticated });
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the answer to throw');
}

describe('readServiceAnswer (client rules, spec §8)', () => {
  it('returns the data of a Success envelope', async () => {
    const outcome = await readServiceAnswer(
      json({ status: 'Success', message: 'ok', data: { a: 1 }, statusCode: 200 }),
      {
        authenticated: false,
      },
    );
    expect(outcome).toEqual({ kind: 'ok', data: { a: 1 }, message: 'ok' });
  });

  it.each([
    [
      'error_description first',
      { status: 'Failed', message: 'generic', error_description: 'specific' },
      'specific',
    ],
    ['then message', { status: 'Error', message: 'generic' }, 'generic'],
    ['then the default text', { status: 'Failed', message: '' }, DEFAULT_ERROR_MESSAGE],
    [
      'for an OAuth error body',
      { error: 'invalid_grant', error_description: 'Invalid username password' },
      'Invalid username password',
    ],
  ])('throws a non-Success answer with %s', async (_label, body, message) => {
    expect((await failure(json(body, 400))).message).toBe(message);
  });

  it('swallows 502: no error, no data', async () => {
    expect(
      await readServiceAnswer(new Response('bad gateway', { status: 502 }), { authenticated: true }),
    ).toEqual({
      kind: 'swallowed',
    });
  });

  it('throws the server message on a public 401 without signing out', async () => {
    const error = await failure(json({ status: 'Failed', message: 'Token expired' }, 401));
    expect(error.message).toBe('Token expired');
    expect(error.signedOut).toBe(false);
  });

  it('signs out on an authenticated 401', async () => {
    expect((await failure(json({ status: 'Failed', message: 'x' }, 401), true)).signedOut).toBe(true);
  });

  it('hands FailedNotActive data back instead of throwing', async () => {
    const body = {
      status: 'Failed',
      message: 'Not active',
      data: { loginStatus: 'FailedNotActive', email: 'a@b.c' },
    };
    expect(await readServiceAnswer(json(body, 200), { authenticated: false })).toMatchObject({
      kind: 'ok',
      data: { loginStatus: 'FailedNotActive', email: 'a@b.c' },
    });
  });

  it('reads a bare token answer as data', async () => {
    const body = { access_token: 'x.y.z', token_type: 'Bearer', expires_in: 3600 };
    expect(await readServiceAnswer(json(body), { authenticated: false })).toEqual({
      kind: 'ok',
      data: body,
      message: '',
    });
  });

  it('throws the default text for a non-JSON error page', async () => {
    const error = await failure(new Response('<html>oops</html>', { status: 500 }));
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(error.httpStatus).toBe(500);
  });
});
