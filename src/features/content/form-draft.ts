/**
 * Draft keeping for content forms on "kept alive" pages (spec routes table; issue 25 item 12). The site
 * is multi-page, so "kept alive" means: what a visitor typed survives leaving by a link and coming back
 * in the same tab, by Back or by a link. The form's values go to sessionStorage on every change and are
 * put back while the page is still being parsed; a message that was sent clears its draft.
 *
 * Opt-in per page, not for every CMS form: the spec names /contact (and the home page, whose search
 * island restores itself). Enquiry and newsletter forms keep the no-script rule of ADR 005.
 */

/** Pages whose content form keeps a draft. ADR 017: a page has one URL in every language. */
const DRAFT_PAGES: ReadonlySet<string> = new Set(['/contact']);

export function keepsFormDraft(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return DRAFT_PAGES.has(path);
}

/**
 * restore: put a saved draft back, then keep saving; keep: the server already shows the last posted
 * values (a validation error), so only keep saving; clear: the message was sent, forget the draft.
 */
export type FormDraftMode = 'restore' | 'keep' | 'clear';

/** The sessionStorage key of a form's draft. keepFormDraft builds the same string itself. */
export const formDraftKey = (formKey: string) => `ctg:formDraft:${formKey}`;

/** What keepFormDraft reads of a form control (an HTMLInputElement, select or textarea). */
export interface DraftField {
  name: string;
  type: string;
  value: string;
  checked?: boolean;
  disabled?: boolean;
  autocomplete?: string;
}

interface DraftForm {
  elements: ArrayLike<unknown>;
  addEventListener(type: string, listener: () => void): void;
}

interface DraftDocument {
  getElementById(id: string): { querySelector(selector: string): unknown } | null;
}

interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Runs in the browser as an inline script (FormDraft.astro serialises it with toString), so it must
 * stay self-contained: no imports, no helpers from this module, only its parameters and globals.
 * Never kept: hidden fields (page-set values), the honeypot and source fields (`skip`), passwords,
 * files, buttons, and anything the form marks as card or one-time-code data by its autocomplete.
 */
export function keepFormDraft(
  formKey: string,
  mode: FormDraftMode,
  skip: readonly string[],
  doc: DraftDocument,
  getStorage: () => DraftStorage,
): void {
  const key = 'ctg:formDraft:' + formKey;
  try {
    // Read inside the try: merely touching sessionStorage throws where the browser refuses storage.
    const storage = getStorage();
    if (mode === 'clear') {
      storage.removeItem(key);
      return;
    }
    const section = doc.getElementById('form-' + formKey);
    const form = (section && section.querySelector('form')) as DraftForm | null;
    if (!form) return;
    const unkept = ['hidden', 'password', 'file', 'submit', 'button', 'reset', 'image'];
    const fields = (): DraftField[] =>
      Array.prototype.filter.call(form.elements, (element: DraftField) => {
        const autocomplete = String(element.autocomplete || '');
        return (
          !!element.name &&
          !element.disabled &&
          unkept.indexOf(element.type) < 0 &&
          skip.indexOf(element.name) < 0 &&
          !/^cc-|password|one-time-code/.test(autocomplete)
        );
      }) as DraftField[];
    const isChoice = (field: DraftField) => field.type === 'checkbox' || field.type === 'radio';
    if (mode === 'restore') {
      const saved = storage.getItem(key);
      const draft = saved ? (JSON.parse(saved) as Record<string, unknown>) : null;
      if (draft && typeof draft === 'object') {
        const seen: Record<string, number> = {};
        for (const field of fields()) {
          const values = draft[field.name];
          if (!Array.isArray(values)) continue;
          if (isChoice(field)) {
            field.checked = values.indexOf(field.value) >= 0;
          } else {
            const index = seen[field.name] || 0;
            seen[field.name] = index + 1;
            if (typeof values[index] === 'string') field.value = values[index];
          }
        }
      }
    }
    const save = () => {
      const draft: Record<string, string[]> = {};
      for (const field of fields()) {
        const values = draft[field.name] || (draft[field.name] = []);
        if (!isChoice(field)) values.push(field.value);
        else if (field.checked) values.push(field.value);
      }
      try {
        storage.setItem(key, JSON.stringify(draft));
      } catch {
        // Storage full or refused: the form works as before, only without a draft.
      }
    };
    form.addEventListener('input', save);
    form.addEventListener('change', save);
  } catch {
    // Storage unavailable (privacy settings) or an unreadable draft: the form stays as the server drew it.
  }
}
