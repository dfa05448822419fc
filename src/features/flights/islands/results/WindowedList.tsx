import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** Items further than this from the viewport are replaced by a spacer of their height. */
const WINDOW_MARGIN = '1600px 0px';
/** Lists shorter than this are never windowed. */
const WINDOWING_THRESHOLD = 30;
/** Rows rendered at once: a screenful and a little more; the rest follow in an interruptible render. */
const FIRST_ROWS = 10;

/**
 * A list that renders only the items near the viewport once it is long (results pages load 20 at a
 * time, up to 150): far items become empty spacers of their last height, so scrolling stays smooth
 * and the page never holds hundreds of fare tables. The list items stay, with their position in the
 * set, so the count is still announced. A new list shows its first rows at once and the others in a
 * transition right after, which React renders in slices, so no task blocks the page for long.
 */
export function WindowedList<T>({
  items,
  itemKey,
  label,
  render,
}: {
  items: T[];
  itemKey: (item: T) => string;
  label: string;
  render: (item: T, index: number) => ReactNode;
}) {
  const windowed = items.length >= WINDOWING_THRESHOLD;
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (items.length <= shown) return;
    const frame = window.requestAnimationFrame(() => startTransition(() => setShown(items.length)));
    return () => window.cancelAnimationFrame(frame);
  }, [items.length, shown]);
  return (
    <ol className="grid grid-cols-[minmax(0,1fr)] gap-1" aria-label={label}>
      {items.slice(0, Math.max(shown, FIRST_ROWS)).map((item, index) =>
        windowed ? (
          <WindowedItem key={itemKey(item)} position={index + 1} size={items.length}>
            {render(item, index)}
          </WindowedItem>
        ) : (
          <li key={itemKey(item)}>{render(item, index)}</li>
        ),
      )}
    </ol>
  );
}

function WindowedItem({ children, position, size }: { children: ReactNode; position: number; size: number }) {
  const item = useRef<HTMLLIElement>(null);
  const [near, setNear] = useState(true);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = item.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (!entry.isIntersecting) setHeight(element.offsetHeight);
        setNear(entry.isIntersecting);
      },
      { rootMargin: WINDOW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <li ref={item} aria-posinset={position} aria-setsize={size}>
      {near ? (
        children
      ) : (
        <div
          ref={(spacer) => {
            // Set in the browser (never an inline style in the page's HTML, which the CSP refuses).
            if (spacer) spacer.style.height = `${height}px`;
          }}
        />
      )}
    </li>
  );
}
