import { starsText } from '../../../lib/hotels/format';

/** Star rating: drawn stars for the eye, "4-star" for screen readers. */
export function Stars({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center">
      <span aria-hidden="true">{'★'.repeat(count)}</span>
      <span className="sr-only">{starsText(count)}</span>
    </span>
  );
}
