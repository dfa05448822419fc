/**
 * Derives the content workspace's typed form fields from the valibot schemas of each content type, so
 * the editors' forms follow the schemas without a second description to keep in step. Shapes a form
 * cannot spell field by field (variants, recursive menus, free-form records) become one JSON field; the
 * schema still validates whatever is saved.
 */
import type { ContentField } from '../../shared/contracts/content-workspace';
import { CONTENT_TYPE_SCHEMAS, RichText, type ContentType } from './content.schema';

/** The parts of a valibot schema object this reads (valibot keeps them public). */
interface SchemaNode {
  type: string;
  pipe?: SchemaNode[];
  requirement?: unknown;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: (string | number)[];
  literal?: string | number | boolean;
}

/** Texts longer than this get a multi-line box. */
const MULTILINE_FROM = 300;

function requirementOf(node: SchemaNode, action: string): number | undefined {
  const found = node.pipe?.find((step) => step.type === action)?.requirement;
  return typeof found === 'number' ? found : undefined;
}

function describe(name: string, schema: SchemaNode, required: boolean): ContentField {
  if (schema.type === 'optional' || schema.type === 'nullish' || schema.type === 'undefinedable') {
    return describe(name, schema.wrapped as SchemaNode, false);
  }
  if ((schema as unknown) === RichText) return { kind: 'richText', name, required };
  switch (schema.type) {
    case 'string': {
      if (schema.pipe?.some((step) => step.type === 'iso_date')) return { kind: 'date', name, required };
      const maxLength = requirementOf(schema, 'max_length');
      return {
        kind: 'text',
        name,
        required,
        ...(maxLength === undefined ? {} : { maxLength }),
        // A text without a length limit is free prose unless a pattern shapes it (codes, keys).
        multiline:
          maxLength === undefined
            ? !schema.pipe?.some((step) => step.type === 'regex')
            : maxLength >= MULTILINE_FROM,
      };
    }
    case 'number': {
      const min = requirementOf(schema, 'min_value');
      const max = requirementOf(schema, 'max_value');
      return {
        kind: 'number',
        name,
        required,
        integer: schema.pipe?.some((step) => step.type === 'integer') ?? false,
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      };
    }
    case 'boolean':
      return { kind: 'boolean', name, required };
    case 'picklist':
      return { kind: 'choice', name, required, options: [...(schema.options ?? [])] };
    case 'literal':
      return { kind: 'fixed', name, required, value: schema.literal ?? '' };
    case 'object':
      return {
        kind: 'object',
        name,
        required,
        fields: Object.entries(schema.entries ?? {}).map(([key, entry]) => describe(key, entry, true)),
      };
    case 'array':
      return {
        kind: 'list',
        name,
        required,
        minItems: requirementOf(schema, 'min_length') ?? 0,
        item: describe('', schema.item as SchemaNode, true),
      };
    default:
      return { kind: 'json', name, required };
  }
}

/** The fields of one content type's form: its root is an object field named "data" (or JSON). */
export function contentFormFields(type: ContentType): ContentField {
  return describe('data', CONTENT_TYPE_SCHEMAS[type] as unknown as SchemaNode, true);
}

/** Exposed for tests: any schema's fields. */
export const schemaFields = (schema: unknown) => describe('data', schema as SchemaNode, true);
