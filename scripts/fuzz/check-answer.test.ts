import { describe, expect, it } from 'vitest';
import type { Operation } from './cases';
import { checkAnswer } from './check-answer';

const envelope = (status: number, data: object = {}) => ({
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { status: { type: 'string' }, data, statusCode: { const: status } },
        required: ['status', 'data', 'statusCode'],
      },
    },
  },
});

const operation: Operation = {
  service: 'main',
  mount: '/svc/main',
  method: 'POST',
  path: '/x',
  parameters: [],
  responses: { '200': envelope(200, { type: 'object', required: ['id'] }), '400': envelope(400) },
};
const json = 'application/json; charset=UTF-8';

describe('checkAnswer', () => {
  it('passes a documented status whose body matches its schema', () => {
    const text = JSON.stringify({ status: 'Success', data: { id: 'a' }, statusCode: 200 });
    expect(checkAnswer(operation, { status: 200, type: json, text })).toBeUndefined();
  });

  it('fails any server error, documented or not', () => {
    expect(checkAnswer(operation, { status: 500, type: json, text: '{}' })).toMatch(/^server error 500/);
    expect(checkAnswer(operation, { status: 503, type: json, text: '{}' })).toMatch(/^server error 503/);
  });

  it('fails a status the operation does not document', () => {
    const text = JSON.stringify({ status: 'Failed', data: null, statusCode: 404 });
    expect(checkAnswer(operation, { status: 404, type: json, text })).toMatch(/status 404 is not documented/);
  });

  it('fails a body that does not match the schema of its status, or is not JSON', () => {
    const wrongData = JSON.stringify({ status: 'Success', data: {}, statusCode: 200 });
    expect(checkAnswer(operation, { status: 200, type: json, text: wrongData })).toMatch(/does not match/);
    const wrongCode = JSON.stringify({ status: 'Failed', data: null, statusCode: 200 });
    expect(checkAnswer(operation, { status: 400, type: json, text: wrongCode })).toMatch(/does not match/);
    expect(checkAnswer(operation, { status: 200, type: 'text/html', text: '<p>' })).toMatch(/not JSON/);
  });
});
