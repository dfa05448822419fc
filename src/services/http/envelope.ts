import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The wire envelope every service answers with (spec §3 "API envelope"). */
export interface Envelope<T> {
  status: 'Success' | 'Failed' | 'Error';
  message: string;
  data: T;
  statusCode: number;
}

export function success<T>(c: Context, data: T, message = '', statusCode: ContentfulStatusCode = 200) {
  return c.json<Envelope<T>>({ status: 'Success', message, data, statusCode }, statusCode);
}

/** A request the service understood but refuses (bad input, wrong credentials, not allowed). */
export function failed<T = null>(
  c: Context,
  statusCode: ContentfulStatusCode,
  message: string,
  data: T = null as T,
) {
  return c.json<Envelope<T>>({ status: 'Failed', message, data, statusCode }, statusCode);
}

/** A fault on our side; the message never carries internals. */
export function serverError(c: Context, statusCode: ContentfulStatusCode = 500) {
  return c.json<Envelope<null>>(
    { status: 'Error', message: 'Unable to process your request', data: null, statusCode },
    statusCode,
  );
}

/** Thrown from anywhere in a handler to answer with a Failed envelope. */
export class RequestRejected extends Error {
  constructor(
    readonly statusCode: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRejected';
  }
}
