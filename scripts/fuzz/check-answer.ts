/**
 * The fuzz stage's checks of one answer: not a server error (5xx), a status the operation documents,
 * and a body that matches the documented schema of that status (JSON Schema 2020-12, ajv).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import type { Operation } from './cases';

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const compiled = new WeakMap<object, ValidateFunction>();

/** `components` goes along so a `$ref` to `#/components/schemas/...` resolves within the compiled schema. */
function validatorOf(schema: object, components: Operation['components']): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(components ? { ...schema, components } : schema);
    compiled.set(schema, validate);
  }
  return validate;
}

export interface Answer {
  status: number;
  type: string;
  text: string;
}

/** Why the answer fails the checks, or undefined when it passes. */
export function checkAnswer(operation: Operation, answer: Answer): string | undefined {
  if (answer.status >= 500) return `server error ${answer.status}: ${answer.text.slice(0, 200)}`;
  const documented = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!documented) return `status ${answer.status} is not documented: ${answer.text.slice(0, 200)}`;
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return undefined;
  if (!answer.type.includes('application/json'))
    return `answered ${answer.type || 'no content type'}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'the body is not valid JSON';
  }
  const validate = validatorOf(schema, operation.components);
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ');
  return `does not match the ${answer.status} schema (${errors}): ${answer.text.slice(0, 200)}`;
}
