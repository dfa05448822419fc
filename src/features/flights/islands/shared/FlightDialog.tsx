import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CLOSE, Icon } from '../../../../islands/shared/Icon';
import { useT } from '../../../../islands/shared/island-shell';

interface FlightDialogProps {
  title: string;
  subtitle?: string | undefined;
  /** The element to give focus back to when the dialog closes. */
  returnFocus: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal <dialog> (showModal: the page behind is inert, Escape closes it, focus stays inside). Focus
 * moves to the close button when it opens and back to the control that opened it when it closes.
 */
export function FlightDialog({ title, subtitle, returnFocus, onClose, children }: FlightDialogProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    return () => {
      if (element.open) element.close();
      returnFocus?.focus();
    };
  }, [returnFocus]);

  return (
    // Escape closes the dialog (its cancel event); the click handler only adds closing on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="flight-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog-head">
        <div>
          <h2 id={titleId} className="text-2xl">
            {title}
          </h2>
          {subtitle && <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>}
        </div>
        <button
          ref={closeButton}
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('flights.common.close')}
        >
          <Icon d={CLOSE} />
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
