import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_MESSAGES } from '../fallback-messages';
import { signOutHandler } from '../../../lib/api/browser-client';
import { profileRetrieveProfile, signupAccountSignup } from '../../../shared/contracts/endpoints-main';
import { callApi } from './kit';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the account islands' callApi (on the browser client)", () => {
  it('answers the data of a Success', async () => {
    answer(200, { status: 'Success', message: 'Saved', data: { email: 'a@b.au' }, statusCode: 200 });
    expect(await callApi(signupAccountSignup, {})).toEqual({
      ok: true,
      status: 200,
      message: 'Saved',
      data: { email: 'a@b.au' },
    });
  });

  it('carries the server message and data of a refusal', async () => {
    answer(400, {
      status: 'Failed',
      message: 'email: Enter a valid email',
      data: { field: 'email' },
      statusCode: 400,
    });
    expect(await callApi(signupAccountSignup, {})).toEqual({
      ok: false,
      status: 400,
      message: 'email: Enter a valid email',
      data: { field: 'email' },
    });
  });

  it('signs the traveller out on a 401 of an account call', async () => {
    const signOut = vi.spyOn(signOutHandler, 'run').mockImplementation(() => undefined);
    answer(401, { status: 'Failed', message: 'Please sign in to continue', data: null, statusCode: 401 });
    const result = await callApi(profileRetrieveProfile, {});
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('swallows a 502 (no message) and says when there is no answer at all', async () => {
    answer(502, { status: 'Error', message: 'upstream', data: null, statusCode: 502 });
    expect(await callApi(profileRetrieveProfile, {})).toEqual({
      ok: false,
      status: 502,
      message: '',
      data: null,
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await callApi(profileRetrieveProfile, {})).toEqual({
      ok: false,
      status: 0,
      message: FALLBACK_MESSAGES.unavailable,
      data: null,
    });
  });
});
