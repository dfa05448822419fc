/**
 * A landmark (a section, or an aside for a summary beside the main column) named by its own heading:
 * the one id is both the heading's and the landmark's aria-labelledby, so the two cannot drift apart
 * and a screen reader announces the region by its visible title.
 */
import type { ReactNode } from 'react';

interface HeadedSectionProps {
  /** The heading's id, which names the landmark. */
  id: string;
  title: ReactNode;
  as?: 'section' | 'aside';
  /** h2 for a card of the page, h3 for a part of a step that has its own h2. */
  level?: 2 | 3;
  className?: string;
  /** The type scale's size for the level unless the card says otherwise. */
  headingClassName?: string;
  children?: ReactNode;
}

export function HeadedSection({
  id,
  title,
  as: Landmark = 'section',
  level = 2,
  className,
  headingClassName = level === 2 ? 'text-2xl' : 'text-xl',
  children,
}: HeadedSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Landmark className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Landmark>
  );
}
