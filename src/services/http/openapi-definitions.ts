import type { JsonSchema } from './openapi';

const LOCAL_REF = /^#\/\$defs\/(.+)$/;

/**
 * Moves the `$defs` the valibot converter writes for recursive schemas (`v.lazy`, e.g. a menu item's
 * `children`) into the document's `components.schemas`, and points their `$ref`s there. Left where the
 * converter puts them, `#/$defs/0` would resolve against the document's root, where there is no
 * `$defs`, and OpenAPI tools would find nothing. A definition is named by its `title` (`v.title(...)`
 * on the schema) or, without one, by the operation that first uses it; identical definitions share
 * one component. Rewrites the operations in place and returns the components.
 */
export function hoistDefinitions(
  paths: Record<string, Record<string, JsonSchema>>,
): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  const nameByContent = new Map<string, string>();
  const componentName = (definition: JsonSchema, fallback: string): string => {
    const content = JSON.stringify(definition);
    const known = nameByContent.get(content);
    if (known) return known;
    const base = typeof definition.title === 'string' ? definition.title.replace(/[^\w.-]+/g, '') : fallback;
    let name = base;
    for (let suffix = 2; name in components; suffix += 1) name = `${base}${suffix}`;
    components[name] = definition;
    nameByContent.set(content, name);
    return name;
  };
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      hoistWithin(operation, (definition, key) =>
        componentName(definition, `${String(operation.operationId).replace(/_+$/, '')}_${key}`),
      );
    }
  }
  return components;
}

/** Finds each schema holding `$defs`, registers its definitions and rewrites the refs beneath it. */
function hoistWithin(node: unknown, register: (definition: JsonSchema, key: string) => string): void {
  if (Array.isArray(node)) {
    for (const item of node) hoistWithin(item, register);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const definitions = schema.$defs as Record<string, JsonSchema> | undefined;
  if (definitions && typeof definitions === 'object') {
    delete schema.$defs;
    // Registered with their local refs still in place, so identical definitions compare equal.
    const names = new Map(Object.entries(definitions).map(([key, def]) => [key, register(def, key)]));
    for (const definition of Object.values(definitions)) pointRefs(definition, names);
    pointRefs(schema, names);
    return;
  }
  for (const value of Object.values(schema)) hoistWithin(value, register);
}

function pointRefs(node: unknown, names: Map<string, string>): void {
  if (Array.isArray(node)) {
    for (const item of node) pointRefs(item, names);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const key = typeof schema.$ref === 'string' ? LOCAL_REF.exec(schema.$ref)?.[1] : undefined;
  const name = key === undefined ? undefined : names.get(key);
  if (name) schema.$ref = `#/components/schemas/${name}`;
  for (const value of Object.values(schema)) pointRefs(value, names);
}
