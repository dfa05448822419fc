/**
 * The cache-tag vocabulary shared by the Content service (which says what a write invalidates) and the
 * site's route cache (whose pages say what they show). A page is purged when any of its tags is.
 *
 * - `content:{type}:{key}`: the page shows that item (its detail page, an included section, a form).
 * - `list:{type}`: the page lists or picks items of that type (listings, the home page's featured
 *   deals, a promotion's deals), so any write of that type can change it.
 * - `path:{site path}`: the page at that path.
 * - `content`: every content page (a seed run may change anything).
 */
export const ALL_CONTENT_TAG = 'content';

export const entryTag = (type: string, key: string) => `content:${type}:${key}`;
const listTag = (type: string) => `list:${type}`;
const pathTag = (path: string) => `path:${path}`;

/** What a write of one item invalidates: the pages that show it and the pages that list its type. */
export function changeTags(type: string, key: string, path?: string): string[] {
  const tags = [entryTag(type, key), listTag(type)];
  if (path) tags.push(pathTag(path));
  return tags;
}

/** Types every content page shows through the site shell: the menus in the header and footer, media. */
const SHELL_LISTS = ['menu', 'media'];

/** The tags a content page carries: what it shows, what it lists, its path, and the shell. */
export function pageTags(page: {
  path: string;
  shows?: ReadonlyArray<{ type: string; key: string }>;
  lists?: readonly string[];
}): string[] {
  const tags = new Set([ALL_CONTENT_TAG, pathTag(page.path)]);
  for (const item of page.shows ?? []) tags.add(entryTag(item.type, item.key));
  for (const type of [...SHELL_LISTS, ...(page.lists ?? [])]) tags.add(listTag(type));
  return [...tags];
}

/** The Content API's change feed (GET /changes), which each site instance follows to purge its route cache. */
export interface ChangesAnswer {
  /** Pass back as `after` next time. */
  cursor: number;
  /** The service's clock; pass back as `since` so publish dates that arrive in between are reported. */
  now: string;
  /** Each write after the cursor, in order (a site skips the ones it applied itself). */
  changes: Array<{ id: number; tags: string[] }>;
  /** Tags of items whose publish date arrived in (since, now]. */
  arrivedTags: string[];
  /** The caller's cursor is unknown here (pruned, or another database): purge everything. */
  reset: boolean;
  hasMore: boolean;
}
