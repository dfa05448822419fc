/** Icon shapes of the amenity marks (24 px grid, drawn by Icon.tsx), out of the pages that show none. */
import type { AmenityKind } from '../../amenities';

/** Three arcs over a dot: Wi-Fi. */
const WIFI = 'M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01';
/** A two-pin plug on its cable: power at the seat. */
const PLUG = 'M9 3v5M15 3v5M6.5 8h11v3a5.5 5.5 0 0 1-11 0zM12 16.5V21';
/** A screen with a play mark: on-demand entertainment. */
const SCREEN = 'M3.5 4.5h17v11h-17zM8 20h8M12 15.5V20M10.5 7.5v5l4-2.5z';

export const AMENITY_ICONS: Record<AmenityKind, string> = { wifi: WIFI, power: PLUG, entertainment: SCREEN };
