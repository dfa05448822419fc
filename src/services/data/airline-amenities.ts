import type { SegmentAmenities } from '../../shared/contracts/flight-results';

/**
 * What an airline's aircraft type offers on board (2026): Wi-Fi, in-seat power, on-demand entertainment.
 * Keyed by airline, then by the IATA type code of its fleet table (airline-fleets.ts). A field is written
 * only where the airline's own pages (or its announcements, NOTICE.md) make it true of every aircraft of
 * that type; a type part-way through a refit, or a fact not found, is left out, and the screens then say
 * nothing of it rather than guess. An airline or a type missing here is unknown altogether.
 */
export interface AmenityFacts {
  wifi?: SegmentAmenities['wifi'];
  power?: SegmentAmenities['power'];
  entertainment?: SegmentAmenities['entertainment'];
  /** What differs in Business and First (Wi-Fi free there, paid in Economy). */
  premium?: Partial<SegmentAmenities>;
  /** What differs on a flight within one country (Qantas Wi-Fi is free on its domestic network). */
  domestic?: Partial<SegmentAmenities>;
}

/** Regional turboprops: no Wi-Fi, no power at the seat, no entertainment system. */
const TURBOPROP: AmenityFacts = { wifi: 'none', power: 'none', entertainment: 'none' };

export const AIRLINE_AMENITIES: Record<string, Record<string, AmenityFacts>> = {
  // Qantas (qantas.com "Inflight Wi-Fi" and "Our fleet" pages; ASX statement on international Wi-Fi, 2024).
  // Fast and free Wi-Fi on domestic 737s and A330s since 2017. The international A330, 787 and A380 fleets
  // are being fitted from 2024 to late 2026 (Europe last), so no international booking can promise it
  // yet. Every 787-9, A330 and A380 seat has a seatback screen; 787-9 and A380 seats have a power socket
  // (A330 Economy only USB on part of the fleet, so only Business is given). 737s stream to your device.
  QF: {
    '388': { power: 'outlet', entertainment: 'seatback' },
    '789': { power: 'outlet', entertainment: 'seatback' },
    '332': { entertainment: 'seatback', premium: { power: 'outlet' }, domestic: { wifi: 'free' } },
    '333': { entertainment: 'seatback', premium: { power: 'outlet' }, domestic: { wifi: 'free' } },
    '73H': { entertainment: 'streaming', domestic: { wifi: 'free' } },
    '32Q': { domestic: { wifi: 'free' } },
    // QantasLink Dash 8-400s (qantas.com fleet page: no inflight entertainment or Wi-Fi).
    DH4: TURBOPROP,
  },
  // Virgin Australia (virginaustralia.com "Inflight entertainment"): films and shows streamed to your own
  // device on every 737. Its Wi-Fi is being relaunched on a new provider across the 737 fleet, so it is not
  // given. ATR 72s (Virgin Australia Regional) have neither Wi-Fi nor entertainment.
  VA: {
    '73H': { entertainment: 'streaming' },
    '7M8': { entertainment: 'streaming' },
    AT7: TURBOPROP,
  },
  // Jetstar (jetstar.com "Boeing 787 refresh", 2024): the 787-8s are being refitted from 2025 with Wi-Fi and
  // seat power, their seatback screens removed; during the refit a booking cannot know which cabin it gets,
  // so nothing is given. Its A320/A321s are left out too: no current page says what they offer.
  JQ: {},
  // Air New Zealand (airnewzealand.co.nz "Inflight entertainment" and "Our fleet"): a seatback screen and
  // power at every seat of the 777-300ER and 787-9. Wi-Fi terms change by route and membership (and a
  // Starlink trial runs on domestic aircraft), so Wi-Fi is not given; ATR 72s have no power or entertainment.
  NZ: {
    '77W': { power: 'outlet', entertainment: 'seatback' },
    '789': { power: 'outlet', entertainment: 'seatback' },
    AT7: { power: 'none', entertainment: 'none' },
  },
  // Singapore Airlines (singaporeair.com "Wi-Fi on board", "KrisWorld"): free unlimited Wi-Fi in every cabin
  // for KrisFlyer members (joining is free) on every type listed (only retired 737-800s lacked it);
  // KrisWorld on a seatback screen at every seat; power at every seat of the wide-bodies.
  SQ: {
    '388': { wifi: 'free', power: 'outlet', entertainment: 'seatback' },
    '359': { wifi: 'free', power: 'outlet', entertainment: 'seatback' },
    '781': { wifi: 'free', power: 'outlet', entertainment: 'seatback' },
    '77W': { wifi: 'free', power: 'outlet', entertainment: 'seatback' },
    '7M8': { wifi: 'free', entertainment: 'seatback' },
  },
  // Emirates (emirates.com "Wi-Fi and mobile", "ice"): Wi-Fi on every A380, 777 and A350; free in First and
  // Business for Skywards members, Economy pays for browsing (messaging only is free). ice on a seatback
  // screen and a power socket at every seat.
  EK: {
    '388': { wifi: 'paid', power: 'outlet', entertainment: 'seatback', premium: { wifi: 'free' } },
    '77W': { wifi: 'paid', power: 'outlet', entertainment: 'seatback', premium: { wifi: 'free' } },
    '359': { wifi: 'paid', power: 'outlet', entertainment: 'seatback', premium: { wifi: 'free' } },
  },
  // Qatar Airways (qatarairways.com "Starlink Wi-Fi", "Oryx One"): free Starlink Wi-Fi for every passenger on
  // the 777 and A350 fleets (fitted 2024-2025); Oryx One on a seatback screen at every seat of its
  // wide-bodies; power in Qsuite and Business (Economy varies by aircraft, so not given).
  QR: {
    '77W': { wifi: 'free', entertainment: 'seatback', premium: { power: 'outlet' } },
    '359': { wifi: 'free', entertainment: 'seatback', premium: { power: 'outlet' } },
    '351': { wifi: 'free', entertainment: 'seatback', premium: { power: 'outlet' } },
    '388': { entertainment: 'seatback', premium: { power: 'outlet' } },
    '789': { entertainment: 'seatback', premium: { power: 'outlet' } },
  },
  // Fiji Airways (fijiairways.com "Our fleet"): ATR 72s on the islands have no Wi-Fi, power or entertainment.
  FJ: { AT7: TURBOPROP },
};
