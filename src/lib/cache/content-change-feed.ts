/**
 * Follows the Content API's change feed (GET /changes) so that a publish anywhere (another site
 * instance's editor call, the services' own process, a scheduled publish date arriving) purges this
 * instance's route cache within one poll interval. The first answer only sets the cursor: a process
 * starts with an empty cache, so nothing before it matters. Changes this instance already applied (its
 * own editor calls purge at once) are skipped, so pages rendered since are not purged a second time.
 */
import type { ChangesAnswer } from '../../shared/contracts/cache-tags';

export interface ChangeFeedDeps {
  /** One GET /changes; undefined when the Content API could not answer (tried again next time). */
  fetchChanges(query: { after?: string; since?: string }): Promise<ChangesAnswer | undefined>;
  apply(change: { tags: string[]; reset: boolean }): void;
}

/** Pages of changes read in one poll before yielding to the next interval. */
const MAX_PAGES_PER_POLL = 20;
/** Ids of changes applied locally, remembered until the feed passes them (bounded all the same). */
const MAX_REMEMBERED = 1_000;

export class ContentChangeFeed {
  #cursor: number | undefined;
  #since: string | undefined;
  #polling: Promise<void> | undefined;
  readonly #appliedHere = new Set<number>();

  constructor(private readonly deps: ChangeFeedDeps) {}

  get cursor(): number | undefined {
    return this.#cursor;
  }

  /** Records a change this instance has already applied, so the feed does not apply it again. */
  noteAppliedHere(changeId: number): void {
    if (this.#cursor !== undefined && changeId <= this.#cursor) return;
    if (this.#appliedHere.size >= MAX_REMEMBERED) this.#appliedHere.clear();
    this.#appliedHere.add(changeId);
  }

  /** Reads what changed since the last poll and applies it; overlapping calls share one poll. */
  poll(): Promise<void> {
    this.#polling ??= this.#readAll().finally(() => (this.#polling = undefined));
    return this.#polling;
  }

  async #readAll(): Promise<void> {
    for (let page = 0; page < MAX_PAGES_PER_POLL; page += 1) {
      const answer = await this.deps.fetchChanges({
        ...(this.#cursor === undefined ? {} : { after: String(this.#cursor) }),
        ...(this.#since === undefined ? {} : { since: this.#since }),
      });
      if (!answer) return;
      const starting = this.#cursor === undefined;
      this.#cursor = answer.cursor;
      this.#since = answer.now;
      if (!starting) this.#apply(answer);
      if (!answer.hasMore) return;
    }
  }

  #apply(answer: ChangesAnswer): void {
    const tags = new Set(answer.arrivedTags);
    for (const change of answer.changes) {
      if (this.#appliedHere.delete(change.id)) continue;
      for (const tag of change.tags) tags.add(tag);
    }
    for (const id of this.#appliedHere) if (id <= answer.cursor) this.#appliedHere.delete(id);
    if (answer.reset || tags.size > 0) this.deps.apply({ tags: [...tags], reset: answer.reset });
  }
}
