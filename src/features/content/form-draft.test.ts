import { describe, expect, it } from 'vitest';
import {
  formDraftKey,
  keepFormDraft,
  keepsFormDraft,
  type DraftField as Field,
  type FormDraftMode,
} from './form-draft';

/** Just enough of a page for keepFormDraft: one section with a form, and a sessionStorage. */
function fakePage(fields: Field[], saved?: Record<string, string[]>) {
  const listeners: (() => void)[] = [];
  const form = {
    elements: fields,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const doc = {
    getElementById: (id: string) => (id === 'form-contact' ? { querySelector: () => form } : null),
  };
  const store = new Map<string, string>();
  if (saved) store.set(formDraftKey('contact'), JSON.stringify(saved));
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const typed = () => listeners.forEach((listener) => listener());
  const draft = () =>
    JSON.parse(store.get(formDraftKey('contact')) ?? 'null') as Record<string, string[]> | null;
  return { doc, storage, typed, draft, store };
}

const SKIP = ['website', '_source'];
const run = (page: ReturnType<typeof fakePage>, mode: FormDraftMode) =>
  keepFormDraft('contact', mode, SKIP, page.doc, () => page.storage);

const contactFields = (): Field[] => [
  { name: '_source', type: 'hidden', value: '/contact' },
  { name: 'website', type: 'text', value: '' },
  { name: 'firstName', type: 'text', value: '' },
  { name: 'email', type: 'email', value: '' },
  { name: 'topic', type: 'select-one', value: '' },
  { name: 'message', type: 'textarea', value: '' },
  { name: 'pin', type: 'password', value: '' },
  { name: 'cardNumber', type: 'text', value: '', autocomplete: 'cc-number' },
  { name: 'contactBy', type: 'radio', value: 'phone' },
  { name: 'contactBy', type: 'radio', value: 'email' },
];

describe('keepsFormDraft', () => {
  it.each([
    ['/contact', true],
    ['/contact/', true],
    ['/join-the-list', false],
    ['/deals/enquiry/sydney-london-qantas', false],
    ['/', false],
  ])('%s keeps a draft: %s', (path, expected) => expect(keepsFormDraft(path)).toBe(expected));
});

describe('keepFormDraft', () => {
  it('saves field values on change, never hidden, honeypot, password or card fields', () => {
    const fields = contactFields();
    const page = fakePage(fields);
    run(page, 'restore');
    const [, honeypot, firstName, email, topic, message, pin, card, byPhone] = fields;
    Object.assign(honeypot!, { value: 'bot' });
    Object.assign(firstName!, { value: 'Ann' });
    Object.assign(email!, { value: 'ann@example.com' });
    Object.assign(topic!, { value: 'deal' });
    Object.assign(message!, { value: 'Call me.' });
    Object.assign(pin!, { value: 'secret' });
    Object.assign(card!, { value: '4111111111111111' });
    Object.assign(byPhone!, { checked: true });
    page.typed();
    expect(page.draft()).toEqual({
      firstName: ['Ann'],
      email: ['ann@example.com'],
      topic: ['deal'],
      message: ['Call me.'],
      contactBy: ['phone'],
    });
  });

  it('restores a saved draft into the fields, choices included', () => {
    const fields = contactFields();
    const page = fakePage(fields, {
      firstName: ['Ann'],
      message: ['Call me.'],
      contactBy: ['email'],
      website: ['x'],
    });
    run(page, 'restore');
    expect(fields.find((field) => field.name === 'firstName')?.value).toBe('Ann');
    expect(fields.find((field) => field.name === 'message')?.value).toBe('Call me.');
    expect(fields.find((field) => field.name === 'website')?.value).toBe('');
    expect(fields.filter((field) => field.name === 'contactBy').map((field) => !!field.checked)).toEqual([
      false,
      true,
    ]);
  });

  it('keep: leaves the values the server drew, still saving changes', () => {
    const fields = contactFields();
    const page = fakePage(fields, { firstName: ['Old'] });
    run(page, 'keep');
    expect(fields.find((field) => field.name === 'firstName')?.value).toBe('');
    Object.assign(
      fields.find((field) => field.name === 'firstName')!,
      { value: 'New' },
    );
    page.typed();
    expect(page.draft()?.firstName).toEqual(['New']);
  });

  it('clear: a sent message forgets its draft', () => {
    const page = fakePage(contactFields(), { firstName: ['Ann'] });
    run(page, 'clear');
    expect(page.store.size).toBe(0);
  });

  it('survives refused storage and unreadable drafts', () => {
    const page = fakePage(contactFields());
    page.store.set(formDraftKey('contact'), '{not json');
    expect(() => run(page, 'restore')).not.toThrow();
    const refused = () => {
      throw new Error('SecurityError');
    };
    expect(() => keepFormDraft('contact', 'restore', SKIP, page.doc, refused)).not.toThrow();
  });

  it('runs on its own from its source text, as the inline script does', () => {
    const fields = contactFields();
    const page = fakePage(fields, { firstName: ['Ann'] });
    // Only the parameters and globals: no module helper may leak into the serialised function.
    const standalone = new Function(
      'doc',
      'getStorage',
      `(${keepFormDraft.toString()})("contact","restore",[],doc,getStorage);`,
    );
    standalone(page.doc, () => page.storage);
    expect(fields.find((field) => field.name === 'firstName')?.value).toBe('Ann');
  });
});
