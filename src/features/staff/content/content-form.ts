/**
 * The content workspace's forms without script (issue 24): field names spell where a value goes
 * (`data.hero.title`, `data.items[0].price`), each list carries its length in a hidden `__count:<path>`
 * field, and this turns the posted form back into the entry's data by the type's fields (the Content API
 * answers them, derived from its schemas). Values a person left empty are left out when optional; what
 * does not parse is kept as typed so the API's 400 names the field and nothing typed is lost.
 */
import type { ContentField } from '../../../shared/contracts/content-workspace';

export type FormValues = { get(name: string): FormDataEntryValue | null };

export const COUNT_PREFIX = '__count:';

/** A child's form name: objects join with a dot, list items take an index. */
export const childPath = (path: string, name: string) => (name ? `${path}.${name}` : path);
export const itemPath = (path: string, index: number) => `${path}[${index}]`;

function text(form: FormValues, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.replace(/\r\n/g, '\n') : '';
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return false;
  if (value && typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/** The value of one field as posted; `problems` collects what could not be read (bad JSON). */
export function readField(form: FormValues, field: ContentField, path: string, problems: string[]): unknown {
  switch (field.kind) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const child of field.fields) {
        const read = readField(form, child, childPath(path, child.name), problems);
        if (read !== undefined) value[child.name] = read;
      }
      const filled = field.fields.some(
        (child) => child.kind !== 'fixed' && !isEmpty(value[child.name]) && child.kind !== 'boolean',
      );
      return filled || field.required ? value : undefined;
    }
    case 'list': {
      const count = Math.min(Number(text(form, `${COUNT_PREFIX}${path}`)) || 0, 500);
      const items = Array.from({ length: count }, (_, index) =>
        readField(form, field.item, itemPath(path, index), problems),
      );
      return items.length === 0 && !field.required ? undefined : items;
    }
    case 'fixed':
      return field.value;
    case 'boolean':
      return form.get(path) === 'true' ? true : field.required ? false : undefined;
    case 'number': {
      const raw = text(form, path).trim();
      if (raw === '') return field.required ? raw : undefined;
      const number = Number(raw);
      return Number.isFinite(number) ? number : raw;
    }
    case 'choice': {
      const raw = text(form, path);
      if (raw === '') return field.required ? raw : undefined;
      return field.options.find((option) => String(option) === raw) ?? raw;
    }
    case 'json': {
      const raw = text(form, path).trim();
      if (raw === '') return field.required ? {} : undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        problems.push(path);
        return raw;
      }
    }
    default: {
      const raw = text(form, path);
      return raw.trim() === '' && !field.required ? undefined : raw;
    }
  }
}

/** A new entry's starting values: required objects and the least number of list items. */
export function blankValue(field: ContentField): unknown {
  switch (field.kind) {
    case 'object':
      return Object.fromEntries(field.fields.map((child) => [child.name, blankValue(child)]));
    case 'list':
      return Array.from({ length: field.minItems }, () => blankValue(field.item));
    case 'fixed':
      return field.value;
    case 'boolean':
      return false;
    case 'choice':
      return field.required ? field.options[0] : undefined;
    case 'json':
      return {};
    default:
      return undefined;
  }
}

/** "data.items[2].price" as steps from the data object: ['items', 2, 'price']. */
function pathSteps(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  for (const match of path.replace(/^data\.?/, '').matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    steps.push(match[2] === undefined ? (match[1] as string) : Number(match[2]));
  }
  return steps;
}

/** The field that describes the value at a path, or undefined. */
function fieldAt(root: ContentField, path: string): ContentField | undefined {
  let field: ContentField | undefined = root;
  for (const step of pathSteps(path)) {
    if (!field) return undefined;
    if (typeof step === 'number') field = field.kind === 'list' ? field.item : undefined;
    else field = field.kind === 'object' ? field.fields.find((child) => child.name === step) : undefined;
  }
  return field;
}

function containerAt(data: unknown, steps: (string | number)[]): unknown {
  let at: unknown = data;
  for (const step of steps) at = (at as Record<string | number, unknown> | undefined)?.[step];
  return at;
}

/**
 * The form's "add item" and "remove item" buttons: `add:<list path>` appends a blank item,
 * `remove:<item path>` takes one out. Returns the changed data (nothing is saved).
 */
export function applyListChange(root: ContentField, data: unknown, intent: string): unknown {
  const [operation, path = ''] = intent.split(/:(.*)/s);
  const copy = structuredClone(data ?? {}) as Record<string, unknown>;
  if (operation === 'add') {
    const field = fieldAt(root, path);
    if (field?.kind !== 'list') return copy;
    const steps = pathSteps(path);
    const last = steps.pop();
    const parent = containerAt(copy, steps) as Record<string | number, unknown> | undefined;
    if (!parent || last === undefined) return copy;
    const list = Array.isArray(parent[last]) ? (parent[last] as unknown[]) : [];
    parent[last] = [...list, blankValue(field.item)];
  }
  if (operation === 'remove') {
    const steps = pathSteps(path);
    const index = steps.pop();
    const list = containerAt(copy, steps);
    if (Array.isArray(list) && typeof index === 'number') list.splice(index, 1);
  }
  return copy;
}

/** Every leaf value by its path, for the field-level diff of a revision against the current entry. */
function flattenValues(value: unknown, path = 'data', into = new Map<string, string>()) {
  if (Array.isArray(value)) value.forEach((item, index) => flattenValues(item, itemPath(path, index), into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flattenValues(item, childPath(path, key), into);
  } else if (value !== undefined && value !== null) into.set(path, String(value));
  return into;
}

export interface FieldDifference {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

/** The paths whose values differ between a revision and the current data, in a stable order. */
export function diffValues(revision: unknown, current: unknown): FieldDifference[] {
  const before = flattenValues(revision);
  const after = flattenValues(current);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, before: before.get(path), after: after.get(path) }));
}
