import { CABIN_CLASSES } from '../../../../shared/domain/fare-conditions';
import type { PassengerCounts } from '../../../../shared/domain/passengers';
import {
  MULTI_CITY,
  QUERY,
  tripFromParam,
  type FlightSearchCriteria,
  type SearchLeg,
  type SearchPlace,
} from '../../search-criteria';

/**
 * What a traveller changed in the server-rendered search form before its island hydrated. React keeps a
 * field's live value through hydration and sets its default (`defaultValue`, `defaultChecked`) to what
 * was rendered, so a field whose live value differs from its default was changed by the traveller.
 * Called in the hydrating commit, while the form is still the server's HTML (date inputs included).
 */
export function readTypedBeforeHydration(
  form: HTMLFormElement,
  rendered: FlightSearchCriteria,
): Partial<FlightSearchCriteria> {
  const typed: Partial<FlightSearchCriteria> = {};
  const inputs = (name: string) =>
    [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].filter(
      (input) => input.type !== 'hidden',
    );
  const changed = (input: HTMLInputElement | undefined) =>
    Boolean(input) &&
    (input!.type === 'checkbox' || input!.type === 'radio'
      ? input!.checked !== input!.defaultChecked
      : input!.value !== input!.defaultValue);

  const trip = inputs(QUERY.trip).find((radio) => radio.checked && changed(radio));
  if (trip) typed.type = tripFromParam(trip.value);

  // The place and date fields rendered are those of the trip type the server rendered.
  const froms = inputs(QUERY.from);
  const tos = inputs(QUERY.to);
  const departs = inputs(QUERY.depart);
  if (rendered.type === MULTI_CITY) {
    const legs = rendered.journeys.map((leg, index): SearchLeg => {
      const next = { ...leg };
      if (changed(froms[index])) next.dep = typedPlace(froms[index]!.value);
      if (changed(tos[index])) next.arr = typedPlace(tos[index]!.value);
      if (changed(departs[index])) next.depDate = departs[index]!.value;
      return next;
    });
    if (legs.some((leg, index) => isEdited(leg, rendered.journeys[index]!))) typed.journeys = legs;
  } else {
    if (changed(froms[0])) typed.dep = typedPlace(froms[0]!.value);
    if (changed(tos[0])) typed.arr = typedPlace(tos[0]!.value);
    if (changed(departs[0])) typed.depDate = departs[0]!.value;
    const back = inputs(QUERY.return)[0];
    if (changed(back)) typed.retDate = back!.value;
  }

  const counts: [keyof PassengerCounts, string][] = [
    ['adult', QUERY.adults],
    ['children', QUERY.children],
    ['infants', QUERY.infants],
  ];
  for (const [kind, name] of counts) {
    const input = inputs(name)[0];
    const count = input ? input.valueAsNumber : Number.NaN;
    if (changed(input) && Number.isInteger(count) && count >= 0) {
      typed.passengerInfos = { ...(typed.passengerInfos ?? rendered.passengerInfos), [kind]: count };
    }
  }

  const cabin = form.querySelector<HTMLSelectElement>(`select[name="${QUERY.cabin}"]`)?.value;
  const cabinClass = CABIN_CLASSES.find((item) => item === cabin);
  if (cabinClass && cabinClass !== rendered.cabinClass) typed.cabinClass = cabinClass;

  const checks = [
    ['isDirectFlightOnly', QUERY.direct],
    ['isFreeCheckInBaggageOnly', QUERY.freeBags],
    ['isFreeSeatSelectionOnly', QUERY.freeSeats],
    ['isFlightFromFrequentFlyerOnly', QUERY.ffOnly],
  ] as const;
  for (const [field, name] of checks) {
    const box = inputs(name)[0];
    if (changed(box)) typed[field] = box!.checked;
  }
  const ffNumber = inputs(QUERY.ffNumber)[0];
  if (changed(ffNumber)) typed.frequentFlyerNumber = ffNumber!.value;
  return typed;
}

/** Typed text stands until a suggestion is chosen, as when typed after hydration; the results page looks it up. */
function typedPlace(text: string): SearchPlace | null {
  const trimmed = text.trim();
  return trimmed ? { code: '', codeType: 'C', name: trimmed.slice(0, 64) } : null;
}

function isEdited(leg: SearchLeg, before: SearchLeg): boolean {
  return leg.dep !== before.dep || leg.arr !== before.arr || leg.depDate !== before.depDate;
}
