/**
 * The content workspace's rich-text editor (issue 24): Tiptap over the form's own textarea, which stays
 * in the form as the submitted value. Without JavaScript, or when the stored HTML has something the
 * editor would drop (see editorCanHold), the textarea is the field; once this island runs it hides the
 * textarea, labels the editing area with the field's label and writes every change back to it, so the
 * zero-JS form post and the Content API's sanitising are unchanged.
 */
import { useT } from '../../../islands/shared/island-shell';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import type { Locale } from '../../../shared/i18n/languages';
import { IslandShell, type IslandMessages } from '../../../islands/shared/IslandShell';
import { RichTextToolbar } from './RichTextToolbar';
import { editorCanHold, fieldValueFromEditor } from './rich-text-html';

interface RichTextEditorProps {
  /** The field's textarea (the submitted value); its label and hint carry these ids too. */
  textareaId: string;
  labelId: string;
  hintId?: string | undefined;
  required: boolean;
  locale: Locale;
  messages: IslandMessages;
}

/** The editing area looks like the field kit's inputs, with readable headings and lists inside. */
const EDITING_AREA_CLASS = [
  'field-input min-h-48 overflow-auto whitespace-pre-wrap break-words',
  '[&_h2]:mt-4 [&_h2]:text-2xl [&_h3]:mt-3 [&_h3]:text-xl [&_p]:my-2',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:underline',
].join(' ');

type FieldProps = Omit<RichTextEditorProps, 'locale' | 'messages'>;

const noSubscription = () => () => {};

/** The field's textarea, looked up when needed (it belongs to the page, not to this island). */
function fieldTextarea(id: string): HTMLTextAreaElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLTextAreaElement ? element : null;
}

/** Renders nothing on the server and in the hydration pass, so both match; the editor comes after. */
function Field(props: FieldProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <ClientField {...props} /> : null;
}

function ClientField(props: FieldProps) {
  const t = useT();
  const [initialHtml] = useState(() => fieldTextarea(props.textareaId)?.value ?? null);
  if (initialHtml === null) return null;
  if (!editorCanHold(initialHtml)) {
    return (
      <p className="mt-2 text-sm text-ink-muted" data-testid="rich-text-kept-as-html">
        {t('staffRichText.keepsHtml')}
      </p>
    );
  }
  return <Editor initialHtml={initialHtml} {...props} />;
}

function Editor({
  textareaId,
  labelId,
  hintId,
  required,
  initialHtml,
}: FieldProps & { initialHtml: string }) {
  const editor = useEditor({
    // The server render has no editor: the textarea is the field until this runs in the browser.
    immediatelyRender: false,
    // The site's Content-Security-Policy refuses inline <style>; the few rules ProseMirror needs are
    // in EDITING_AREA_CLASS instead.
    injectCSS: false,
    content: initialHtml,
    extensions: [
      StarterKit.configure({
        // h1 is the page's title; the sanitiser keeps h2–h6.
        heading: { levels: [2, 3, 4, 5, 6] },
        // The Link extension below, configured for the site.
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // Which links open in a new tab, and their rel, are the site's rendering policy, not the text's.
        HTMLAttributes: { target: null, rel: null, class: null },
      }),
    ],
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(hintId ? { 'aria-describedby': hintId } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: EDITING_AREA_CLASS,
        'data-testid': 'rich-text-editor',
      },
    },
    onUpdate: ({ editor: current }) => {
      const textarea = fieldTextarea(textareaId);
      if (textarea) textarea.value = fieldValueFromEditor(current.getHTML(), current.isEmpty);
    },
  });

  // Hand the field over to the editor only once it exists: hide the textarea (a hidden required
  // control would block the post with no visible message, so the editor carries aria-required and the
  // Content API still refuses an empty value), and let the label focus the editing area.
  useEffect(() => {
    const textarea = fieldTextarea(textareaId);
    if (!editor || !textarea) return;
    const label = document.getElementById(labelId);
    const focusEditor = (event: MouseEvent) => {
      event.preventDefault();
      editor.commands.focus();
    };
    const wasRequired = textarea.required;
    textarea.hidden = true;
    textarea.required = false;
    label?.addEventListener('click', focusEditor);
    return () => {
      textarea.hidden = false;
      textarea.required = wasRequired;
      label?.removeEventListener('click', focusEditor);
    };
  }, [editor, textareaId, labelId]);

  if (!editor) return null;
  return (
    <div className="mt-2 grid gap-2" data-testid="rich-text-field">
      <RichTextToolbar editor={editor} fieldId={textareaId} />
      <EditorContent editor={editor} />
    </div>
  );
}

export default function RichTextEditor({ locale, messages, ...props }: RichTextEditorProps) {
  return (
    <IslandShell locale={locale} messages={messages}>
      <Field {...props} />
    </IslandShell>
  );
}
