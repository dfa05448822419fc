/** The offer countdown's figures, pure so that the announcement rule is testable. */

export function secondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
}

/** "14:05": minutes and seconds left. */
export function clockOf(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What the polite live region says, as whole minutes: it changes only every 5 minutes, then at each of
 * the last 2 minutes, so a screen reader is not told every second ("15 minutes or less left").
 */
export function announcedMinutes(seconds: number): number | null {
  if (seconds <= 0) return null;
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 2 ? minutes : Math.ceil(minutes / 5) * 5;
}
