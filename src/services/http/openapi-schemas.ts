import { toJsonSchema } from '@valibot/to-json-schema';
import type { DocSchema, JsonSchema } from './openapi';

/**
 * JSON Schema 2020-12 of a valibot schema (or a JSON Schema given as is). Checks JSON Schema cannot
 * express (custom checks, transforms) are left out, so the document is at most as strict as the
 * service: a value it accepts may still be refused with a 400, never the other way round.
 */
export function toDocumentSchema(schema: DocSchema, typeMode: 'input' | 'output'): JsonSchema {
  if (!isValibotSchema(schema)) return schema;
  const converted = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' });
  const { $schema: _dialect, ...rest } = converted as JsonSchema;
  return rest;
}

function isValibotSchema(schema: DocSchema): schema is Extract<DocSchema, { kind: 'schema' }> {
  return (schema as { kind?: unknown }).kind === 'schema' && '~standard' in schema;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'Success',
  201: 'Created',
  400: 'The request is not valid (the message says why)',
  401: 'No valid token of an accepted kind, or the session has ended',
  403: 'Not allowed (wrong site for the token, account not active, editing off)',
  404: 'No such resource',
  409: 'Conflicts with the current state',
  410: 'Gone: expired (a search session, an offer or a price check)',
  413: 'The request body is too large',
  429: 'Too many attempts; wait and try again',
  503: 'Temporarily unavailable',
  504: 'The work took longer than its time limit; try again',
};

export const describeStatus = (status: number) => STATUS_TEXT[status] ?? `Status ${status}`;

/** The envelope every service answers with; `data` as given (any JSON value when absent). */
export function envelopeSchema(status: number, data: JsonSchema = {}): JsonSchema {
  const ok = status < 400;
  return {
    type: 'object',
    properties: {
      status: ok ? { const: 'Success' } : { enum: ['Failed', 'Error'] },
      message: { type: 'string' },
      data,
      statusCode: { const: status },
    },
    required: ['status', 'message', 'data', 'statusCode'],
  };
}

/** The OAuth 2.0 token answer of the token endpoints. */
export const OAUTH_TOKEN_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    access_token: { type: 'string', minLength: 1 },
    token_type: { const: 'Bearer' },
    expires_in: { type: 'integer', minimum: 1 },
  },
  required: ['access_token', 'token_type', 'expires_in'],
};

/** The OAuth 2.0 error answer ({error, error_description}) of the token endpoints. */
export const OAUTH_ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    error_description: { type: 'string' },
    loginStatus: { type: 'string' },
  },
  required: ['error', 'error_description'],
};

/** Health answers: {status} with a word or phrase. */
export const HEALTH_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { status: { type: 'string' } },
  required: ['status'],
};
