import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * An editable combobox with a list popup (WAI-ARIA APG "combobox with listbox popup, list
 * autocomplete"): the text box keeps focus, arrow keys move the active option (aria-activedescendant),
 * Enter or a click chooses it, Escape closes the list, then clears the text. The options and the text
 * belong to the caller, which fetches suggestions as the text changes.
 */
export interface ComboboxProps<T> {
  id: string;
  label: string;
  /** Shown inside the empty box. */
  placeholder?: string;
  /** The input's form name, so the form submits the typed text before the island has loaded. */
  name?: string;
  text: string;
  onTextChange: (text: string) => void;
  options: T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** An option's class, beside `search-option` (e.g. an airport indented under its city). */
  optionClassName?: (option: T) => string | undefined;
  onSelect: (option: T) => void;
  /** Announced politely: "5 suggestions", "No matches"... */
  status: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  onFocus?: () => void;
  labelClassName?: string;
  inputClassName?: string;
}

export function Combobox<T>(props: ComboboxProps<T>) {
  const { id, options, optionKey, onSelect } = props;
  const listId = `${id}-list`;
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeIndex = active < options.length ? active : -1;

  const choose = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        !expanded ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      if (expanded && activeIndex >= 0) {
        event.preventDefault();
        choose(options[activeIndex]!);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (props.text) {
        event.preventDefault();
        props.onTextChange('');
      }
    } else if (event.key === 'Tab' && expanded && activeIndex >= 0) {
      choose(options[activeIndex]!);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className={props.labelClassName ?? 'search-label'}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="text"
        role="combobox"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={[props.describedBy, statusId].filter(Boolean).join(' ')}
        placeholder={props.placeholder}
        className={props.inputClassName ?? 'search-input'}
        value={props.text}
        onChange={(event) => {
          props.onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={props.onFocus}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul id={listId} role="listbox" aria-label={props.label} className="search-listbox" hidden={!expanded}>
        {options.map((option, index) => (
          // Keys are handled by the text box, which keeps focus (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={optionKey(option)}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={['search-option', props.optionClassName?.(option)].filter(Boolean).join(' ')}
            // Keeps focus in the text box while the pointer chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(index)}
          >
            {props.renderOption(option)}
          </li>
        ))}
      </ul>
      <span id={statusId} className="sr-only" role="status" aria-live="polite">
        {open ? props.status : ''}
      </span>
    </div>
  );
}
