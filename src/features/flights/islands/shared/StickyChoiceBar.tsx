import './sticky-choice-bar.css';
import type { ReactNode } from 'react';

/**
 * On phones, the price of the choice made and its "Continue" stay in a bar at the bottom of the screen
 * (hidden from 48rem up, where the page shows them in place). The page using it keeps room below its
 * last content (class sticky-choice-room) so the bar never covers it.
 */
export function StickyChoiceBar({
  label,
  price,
  children,
}: {
  label: string;
  price: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className="sticky-choice-bar">
        <p className="grid leading-tight">
          <span className="price-note">{label}</span>
          <span className="sticky-choice-price">{price}</span>
        </p>
        {children}
      </div>
    </>
  );
}
