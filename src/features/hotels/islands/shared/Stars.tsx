/** Star rating: drawn stars for the eye, the caller's "4-star" (starsText, in the reader's language) for screen readers. */
export function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span className="inline-flex items-center">
      <span aria-hidden="true">{'★'.repeat(count)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
