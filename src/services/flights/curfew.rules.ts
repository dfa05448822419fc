import { AIRPORT_CURFEWS, type Curfew } from '../data/airport-curfews';
import { localDateOf, zoneOffsetMinutes } from '../../shared/domain/zone-clock';

/**
 * Pure curfew rules: a generated flight that would leave or land at a curfew airport (Sydney, Adelaide, Gold
 * Coast, Essendon: src/services/data/airport-curfews.ts) inside its night window moves to the nearest time
 * that clears both ends, on the same local departure date, as airlines build their timetables around the
 * curfew (an overnight flight from Asia lands at 06:00, not at 03:25).
 */

export interface CurfewEnd {
  code: string;
  tz: string;
}

const STEP_MINUTES = 5;
const MINUTE = 60_000;

/** Whether a UTC instant falls in the airport's curfew, local time (none for an airport without one). */
export function isInCurfew(
  airport: CurfewEnd,
  utcMs: number,
  curfews: Record<string, Curfew> = AIRPORT_CURFEWS,
) {
  const curfew = curfews[airport.code];
  if (!curfew) return false;
  const local = utcMs + zoneOffsetMinutes(airport.tz, utcMs) * MINUTE;
  const ofDay = Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / MINUTE);
  return curfew.startMinutes > curfew.endMinutes
    ? ofDay >= curfew.startMinutes || ofDay < curfew.endMinutes
    : ofDay >= curfew.startMinutes && ofDay < curfew.endMinutes;
}

/** Whether a curfew touches either end of a route (the timetable asks only then). */
export function routeHasCurfew(from: string, to: string, curfews: Record<string, Curfew> = AIRPORT_CURFEWS) {
  return Boolean(curfews[from] || curfews[to]);
}

/**
 * The departure instant of a flight cleared of both ends' curfews: unchanged when it already is; otherwise
 * the nearest in 5-minute steps (later first at equal distance) that leaves on the same local date and
 * neither leaves nor lands in a curfew, then moved on by `spreadSteps` more steps the same way while that
 * still holds, so that the flights pushed out of a curfew do not all meet at 06:00. Unchanged when no time
 * of the day clears both (none in the data: a curfew is 7 hours of 24).
 */
export function clearOfCurfews(
  depUtc: number,
  blockMinutes: number,
  from: CurfewEnd,
  to: CurfewEnd,
  spreadSteps: number,
  curfews: Record<string, Curfew> = AIRPORT_CURFEWS,
): number {
  const localDate = localDateOf(depUtc, from.tz);
  const clear = (dep: number) =>
    localDateOf(dep, from.tz) === localDate &&
    !isInCurfew(from, dep, curfews) &&
    !isInCurfew(to, dep + blockMinutes * MINUTE, curfews);
  if (clear(depUtc)) return depUtc;
  for (let step = 1; step * STEP_MINUTES < 24 * 60; step += 1) {
    for (const direction of [1, -1]) {
      let dep = depUtc + direction * step * STEP_MINUTES * MINUTE;
      if (!clear(dep)) continue;
      for (let extra = 0; extra < spreadSteps; extra += 1) {
        const further = dep + direction * STEP_MINUTES * MINUTE;
        if (!clear(further)) break;
        dep = further;
      }
      return dep;
    }
  }
  return depUtc;
}
