/**
 * The Artillery processor of scenario.yml and saturate.yml (run.ts bundles it with esbuild; Artillery
 * calls an async function step with (context, events) and waits for its promise). Each virtual user runs
 * one journey written as plain async code, because a booking branches (abandon, 3-D Secure, a decline, a
 * seat taken) in ways YAML flows cannot say; the figures go to Artillery as custom metrics:
 * `step.<name>` histograms, `status.<code>` and `journey.<kind>.<outcome>` counters.
 *
 * Settings (environment, set by run.ts): LOAD_THINK_MS (mean pause between steps), LOAD_ABANDON_RATE,
 * LOAD_SATURATION_SECONDS (how long a saturation user keeps booking).
 */
import type { Recorder } from './browser';
import { JourneyError } from './browser';
import { contentBrowsing, hotelBooking } from './browse-journeys';
import { flightBooking } from './flight-journey';
import { newJourney, type Journey, type JourneySettings } from './journey-kit';

interface ArtilleryContext {
  vars: Record<string, unknown>;
}
interface ArtilleryEvents {
  emit(kind: 'counter' | 'histogram', name: string, value: number): void;
}

const numberSetting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && process.env[name] !== '' && process.env[name] !== undefined
    ? value
    : fallback;
};

const recorderOf = (events: ArtilleryEvents): Recorder => ({
  counter: (name, value = 1) => events.emit('counter', name, value),
  histogram: (name, value) => events.emit('histogram', name, value),
});

const targetOf = (context: ArtilleryContext) => String(process.env.LOAD_TARGET || context.vars.target);

type Run = (journey: Journey) => Promise<void>;

async function runJourney(
  kind: string,
  run: Run,
  context: ArtilleryContext,
  events: ArtilleryEvents,
  settings: JourneySettings,
) {
  const recorder = recorderOf(events);
  recorder.counter(`journey.${kind}.started`);
  try {
    await run(newJourney(targetOf(context), recorder, settings));
  } catch (error) {
    const where = error instanceof JourneyError ? `${error.step}.${error.status}` : 'exception';
    recorder.counter(`journey.${kind}.failed.${where}`);
    // Artillery counts the user as failed under this (short, groupable) message.
    throw new Error(
      error instanceof JourneyError ? `${error.step} ${error.status || 'neterr'}` : String(error),
    );
  }
}

const travellerSettings = (): JourneySettings => ({
  thinkMs: numberSetting('LOAD_THINK_MS', 15_000),
  abandonRate: numberSetting('LOAD_ABANDON_RATE', 0.08),
});

export async function flight(context: ArtilleryContext, events: ArtilleryEvents) {
  await runJourney('flight', flightBooking, context, events, travellerSettings());
}

export async function content(context: ArtilleryContext, events: ArtilleryEvents) {
  await runJourney('content', contentBrowsing, context, events, travellerSettings());
}

export async function hotel(context: ArtilleryContext, events: ArtilleryEvents) {
  await runJourney('hotel', hotelBooking, context, events, travellerSettings());
}

/**
 * A closed-loop user: books flights back to back with no think time and no abandoning until the
 * saturation time is up, so throughput is bounded by the cluster, not by the arrival rate. A failed
 * journey is counted and the loop goes on (the user does not vanish from the measure).
 */
export async function saturate(context: ArtilleryContext, events: ArtilleryEvents) {
  const until = Date.now() + numberSetting('LOAD_SATURATION_SECONDS', 60) * 1000;
  const settings = { thinkMs: 0, abandonRate: 0 };
  while (Date.now() < until) {
    await runJourney('flight', flightBooking, context, events, settings).catch(() => undefined);
  }
}
