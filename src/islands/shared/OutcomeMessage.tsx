/**
 * What came of something the person did, said with a title (spec §8 "Error catalogue": "Error" for a
 * refusal or failure, "Success" for a confirmation) in the same live region as the message, so a screen
 * reader says "Error: <message>". The same markup and classes as the server's Alert.astro. An empty
 * message with nothing else to show renders nothing, never an empty box.
 */
import type { ReactNode, Ref } from 'react';
import type { Locale } from '../../shared/i18n/languages';
import { Icon } from './Icon';
import { useIslandLocale } from './island-shell';
import { outcomeTitle, type OutcomeTone } from './outcome-titles';

// The alert and check shapes of src/components/ui/icons.ts, as single paths for the islands' Icon (the
// server's icon table would ship every icon to the browser).
const SHAPES: Record<OutcomeTone, string> = {
  error: 'M12 3.5l9.5 16.5h-19zM12 10v4.5M12 17.25v.01',
  success: 'M5 12.5l4.5 4.5L19 7.5',
};

interface OutcomeMessageProps {
  tone: OutcomeTone;
  message?: ReactNode;
  /** More of the outcome (a list, a retry button), inside the live region after the message. */
  children?: ReactNode;
  className?: string;
  /** The reader's language, when not the island's (IslandShell's). */
  locale?: Locale;
  id?: string;
  tabIndex?: number;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
  /**
   * Keep the live region in the page, empty and visually hidden, while there is no message: for a
   * region that fields point at (aria-describedby) or that must exist before its first message.
   */
  persistent?: boolean;
}

export function OutcomeMessage({
  tone,
  message,
  children,
  className,
  locale,
  id,
  tabIndex,
  ref,
  'data-testid': testId,
  persistent = false,
}: OutcomeMessageProps) {
  const island = useIslandLocale();
  const language = locale ?? island;
  const hasMessage = message !== undefined && message !== null && message !== '';
  const empty = !hasMessage && !children;
  const error = tone === 'error';
  const role = error ? 'alert' : 'status';
  if (empty) return persistent ? <div className="sr-only" role={role} id={id} data-testid={testId} /> : null;
  return (
    <div
      className={[error ? 'alert-error' : 'notice', 'outcome', className].filter(Boolean).join(' ')}
      role={role}
      id={id}
      tabIndex={tabIndex}
      ref={ref}
      data-testid={testId}
    >
      <Icon d={SHAPES[tone]} />
      <div className="outcome-body">
        <p className="outcome-title">
          {outcomeTitle(language, tone)}
          <span className="sr-only">: </span>
        </p>
        {hasMessage && <p>{message}</p>}
        {children}
      </div>
    </div>
  );
}
