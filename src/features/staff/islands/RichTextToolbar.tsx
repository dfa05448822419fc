/**
 * The rich-text editor's toolbar: real buttons in tab order, each with its name as visible text and
 * aria-pressed for the formatting it toggles, and the link's address asked for in a small labelled
 * input beside the toolbar (never window.prompt). Only formatting the Content API keeps is offered.
 */
import { useT } from '../../../islands/shared/island-shell';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { normaliseLinkAddress } from './rich-text-html';

interface ToolbarButtonProps {
  label: string;
  pressed?: boolean | undefined;
  disabled?: boolean;
  onPress: () => void;
  children?: ReactNode;
}

const BUTTON_CLASS =
  'btn btn-ghost min-h-10 px-3 py-1 text-sm aria-pressed:bg-brand aria-pressed:text-on-brand disabled:opacity-50';

function ToolbarButton({ label, pressed, disabled = false, onPress }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={BUTTON_CLASS}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: the mouse would otherwise move focus before the command runs.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {label}
    </button>
  );
}

export function RichTextToolbar({ editor, fieldId }: { editor: Editor; fieldId: string }) {
  const t = useT();
  const text = (key: string) => t(`staffRichText.${key}`);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: String(current.getAttributes('link').href ?? ''),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-1" role="group" aria-label={text('toolbar')}>
        <ToolbarButton label={text('bold')} pressed={state.bold} onPress={() => chain().toggleBold().run()} />
        <ToolbarButton
          label={text('italic')}
          pressed={state.italic}
          onPress={() => chain().toggleItalic().run()}
        />
        <ToolbarButton
          label={text('heading2')}
          pressed={state.heading2}
          onPress={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolbarButton
          label={text('heading3')}
          pressed={state.heading3}
          onPress={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolbarButton
          label={text('bulletList')}
          pressed={state.bulletList}
          onPress={() => chain().toggleBulletList().run()}
        />
        <ToolbarButton
          label={text('orderedList')}
          pressed={state.orderedList}
          onPress={() => chain().toggleOrderedList().run()}
        />
        <ToolbarButton label={text('link')} pressed={state.link} onPress={() => setLinkOpen(true)} />
        <ToolbarButton label={text('undo')} disabled={!state.canUndo} onPress={() => chain().undo().run()} />
        <ToolbarButton label={text('redo')} disabled={!state.canRedo} onPress={() => chain().redo().run()} />
      </div>
      {linkOpen && (
        <LinkPanel
          editor={editor}
          fieldId={fieldId}
          initial={state.href}
          hasLink={state.link}
          onClose={() => setLinkOpen(false)}
        />
      )}
    </div>
  );
}

interface LinkPanelProps {
  editor: Editor;
  fieldId: string;
  initial: string;
  hasLink: boolean;
  onClose: () => void;
}

/**
 * The link's address: a labelled input with its hint and error, inside the page's form, so Enter
 * applies the link here instead of posting the form, and Escape goes back to the text.
 */
function LinkPanel({ editor, fieldId, initial, hasLink, onClose }: LinkPanelProps) {
  const t = useT();
  const text = (key: string) => t(`staffRichText.${key}`);
  const inputId = `${fieldId}-link-${useId().replace(/:/g, '')}`;
  const [address, setAddress] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Opened from the Link button on purpose: the address is what the editor types next.
  useEffect(() => input.current?.focus(), []);

  const finish = (run: () => void) => {
    run();
    onClose();
  };
  const apply = () => {
    const href = normaliseLinkAddress(address);
    if (!href) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    finish(() => editor.chain().focus().extendMarkRange('link').setLink({ href }).run());
  };
  const remove = () => finish(() => editor.chain().focus().extendMarkRange('link').unsetLink().run());
  const cancel = () => finish(() => editor.commands.focus());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <div className="grid gap-2 rounded border border-line p-3" data-testid="rich-text-link">
      <label className="field-label" htmlFor={inputId}>
        {text('linkUrl')}
      </label>
      <input
        ref={input}
        id={inputId}
        className="field-input"
        type="text"
        inputMode="url"
        autoComplete="url"
        value={address}
        aria-describedby={`${inputId}-hint${invalid ? ` ${inputId}-error` : ''}`}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="text-sm text-ink-muted" id={`${inputId}-hint`}>
        {text('linkHint')}
      </p>
      {invalid && (
        <p className="alert-error text-sm" id={`${inputId}-error`} role="alert">
          {text('linkInvalid')}
        </p>
      )}
      <p className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary min-h-10 px-3 py-1 text-sm" onClick={apply}>
          {text('linkApply')}
        </button>
        {hasLink && (
          <button type="button" className="btn btn-ghost min-h-10 px-3 py-1 text-sm" onClick={remove}>
            {text('linkRemove')}
          </button>
        )}
        <button type="button" className="btn btn-ghost min-h-10 px-3 py-1 text-sm" onClick={cancel}>
          {text('linkCancel')}
        </button>
      </p>
    </div>
  );
}
