import type { ReactNode } from 'react';
import type { HotelAmenity } from '../../../../shared/contracts/hotel';
import { amenityLabel, roomsLeftText } from '../../format';
import { useT } from '../../../../islands/shared/island-shell';

/** The two cards' looks: a room's picture is wider, and stays 4:3 at the top of its card. */
const LAYOUTS = {
  hotel: {
    columns: 'sm:grid-cols-[14rem_minmax(0,1fr)]',
    width: 448,
    height: 320,
    imageClassName: 'h-44 w-full object-cover sm:h-full',
  },
  room: {
    columns: 'md:grid-cols-[16rem_minmax(0,1fr)]',
    width: 512,
    height: 360,
    imageClassName: 'h-44 w-full object-cover md:h-auto md:aspect-[4/3] md:self-start',
  },
};

interface PictureCardProps {
  /** The id of the card's heading, which names the card. */
  headingId: string;
  layout: keyof typeof LAYOUTS;
  image: { src: string; alt: string };
  /** Loads the picture at once and ahead of the others (the first result on a phone). */
  eager?: boolean;
  children: ReactNode;
}

/** A hotel or room card: its picture beside (on wider screens) its body. */
export function PictureCard({ headingId, layout, image, eager = false, children }: PictureCardProps) {
  const { columns, width, height, imageClassName } = LAYOUTS[layout];
  return (
    <article className={`card grid overflow-hidden ${columns}`} aria-labelledby={headingId}>
      <img
        src={image.src}
        alt={image.alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className={imageClassName}
      />
      {children}
    </article>
  );
}

/** A hotel's or a room's amenities as chips, in the reader's language. */
export function AmenityChips({
  codes,
  label,
  className,
}: {
  codes: HotelAmenity[];
  label: string;
  className: string;
}) {
  const t = useT();
  return (
    <ul className={className} aria-label={label}>
      {codes.map((code) => (
        <li key={code} className="rounded-full border border-line px-2 py-0.5">
          {amenityLabel(t, code)}
        </li>
      ))}
    </ul>
  );
}

/** "Only 3 rooms left", in the warning colour. */
export function RoomsLeft({ count }: { count: number }) {
  const t = useT();
  return <p className="text-sm font-semibold text-[var(--c-danger)]">{roomsLeftText(t, count)}</p>;
}
