import { expect } from 'vitest';
import { jsonRequest } from '../testing/test-platform';

/** The route tests' POST with a bearer token to one service app, as an answer or as its data. */

export interface Answer<T> {
  status: number;
  json: { status: string; message: string; data: T };
}

interface RequestTarget {
  request: (path: string, init: RequestInit) => Response | Promise<Response>;
}

export function bearerCalls(app: RequestTarget) {
  const call = async <T>(path: string, body: unknown, bearer: string): Promise<Answer<T>> => {
    const response = await app.request(
      path,
      jsonRequest('POST', body, { Authorization: `Bearer ${bearer}` }),
    );
    return { status: response.status, json: (await response.json()) as Answer<T>['json'] };
  };
  /** The data of a 200 answer; any other status fails the test with the answer's message. */
  const ok = async <T>(path: string, body: unknown, bearer: string): Promise<T> => {
    const answer = await call<T>(path, body, bearer);
    expect(answer.status, answer.json.message).toBe(200);
    return answer.json.data;
  };
  return { call, ok };
}
