/**
 * The daily price-tracking pass (issue 25, on the job queue of ADR 019): removes trackers whose first
 * flight day has passed, then prices every confirmed tracker once per Sydney day and emails those whose
 * lowest price dropped below the last one seen, in the tracker's language, with its unsubscribe link.
 * The claim (checked_on) and the queued email are one transaction, so a pass run twice on one day, on
 * two instances, sends one email. Unconfirmed trackers are never priced or written to.
 */
import type { TrackedSearch } from '../../shared/contracts/price-tracking';
import { priceDropEmail } from '../email/price-tracking-emails';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import { Inventory } from '../flights/inventory';
import { loadNetwork } from '../flights/network';
import { todayIn } from '../../shared/domain/zone-clock';
import { queueEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import {
  claimTrackerForDay,
  dueTrackers,
  removePastTrackers,
  toCents,
  type TrackerRow,
} from './price-tracking.repo';
import { languageOf, lowestPriceOf, tripOf, unsubscribeUrl } from './price-tracking.service';

const BATCH = 50;

export interface PriceTrackingReport {
  removed: number;
  checked: number;
  alerted: number;
  errors: number;
}

/** The results page of a tracked search (one-way, return or multi-city), as the site's URL carries it. */
function resultsUrl(platform: Platform, search: TrackedSearch): string {
  const { journeys } = search;
  const isReturn =
    journeys.length === 2 &&
    journeys[1]!.depCode === journeys[0]!.arrCode &&
    journeys[1]!.arrCode === journeys[0]!.depCode;
  const legs = isReturn ? journeys.slice(0, 1) : journeys;
  const params = new URLSearchParams();
  params.set('trip', isReturn ? 'return' : journeys.length === 1 ? 'oneway' : 'multicity');
  for (const leg of legs) {
    params.append('from', leg.depCode);
    params.append('fromType', leg.depCodeType);
    params.append('to', leg.arrCode);
    params.append('toType', leg.arrCodeType);
    params.append('depart', leg.depDate);
  }
  if (isReturn) params.set('return', journeys[1]!.depDate);
  for (const info of search.passengerInfos) {
    const name = { Adult: 'adults', Children: 'children', Infants: 'infants' }[info.passengerType];
    if (info.count > 0) params.set(name, String(info.count));
  }
  params.set('cabin', search.cabinClass);
  return `${platform.config.siteUrl}/flight/result?${params.toString()}`;
}

async function checkTracker(
  platform: Platform,
  inventory: Inventory,
  row: TrackerRow,
  today: string,
): Promise<boolean> {
  const search = row.search as TrackedSearch;
  const lowest = await lowestPriceOf(platform, inventory, search);
  const lowestCents = lowest === null ? null : toCents(lowest);
  const was = row.lastSeenLowestCents;
  return platform.database.db.transaction(async (tx) => {
    const claimed = await claimTrackerForDay(tx, row.id, today, lowestCents, was);
    if (!claimed || lowestCents === null || was === null || lowestCents >= was) return false;
    const locale = languageOf(row);
    const email = priceDropEmail(
      row.email,
      tripOf(inventory, search, locale),
      { now: lowestCents / 100, was: was / 100 },
      { action: resultsUrl(platform, search), unsubscribe: unsubscribeUrl(platform, row.unsubscribeToken) },
      locale,
    );
    await queueEmail(tx, platform, email);
    return true;
  });
}

/** One pass over the due trackers; idempotent within a Sydney day. */
export async function runPriceTrackingPass(
  platform: Platform,
  inventory: Inventory,
): Promise<PriceTrackingReport> {
  const today = todayIn(SITE_TIME_ZONE, platform.clock.now());
  const report: PriceTrackingReport = {
    removed: await removePastTrackers(platform.database.db, today),
    checked: 0,
    alerted: 0,
    errors: 0,
  };
  const failed = new Set<string>();
  for (;;) {
    const due = (await dueTrackers(platform.database.db, today, BATCH + failed.size)).filter(
      (row) => !failed.has(row.id),
    );
    if (due.length === 0) return report;
    for (const row of due) {
      try {
        if (await checkTracker(platform, inventory, row, today)) report.alerted += 1;
        report.checked += 1;
      } catch (error) {
        // A search that no longer resolves (a place gone from the network) must not stop the others.
        failed.add(row.id);
        report.errors += 1;
        platform.log.warn({ tracker: row.id, err: String(error) }, 'price tracker not checked');
      }
    }
  }
}

// Built at the first pass, not at start: most instances' passes are taken by another instance.
let engine: Inventory | undefined;

/** The job queue's daily pass, over a flight engine of its own (the services' one is not reachable). */
export function runDailyPriceTracking(platform: Platform): Promise<PriceTrackingReport> {
  engine ??= new Inventory(loadNetwork());
  return runPriceTrackingPass(platform, engine);
}
