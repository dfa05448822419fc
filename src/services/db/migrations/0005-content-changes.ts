import type { Migration } from './migration';

/**
 * The content change feed (schema-content.ts `contentChanges`): one row per editor write, publish,
 * unpublish or seed run, with the cache tags it invalidates. Site instances read it after a cursor to
 * purge their route caches (docs/content-api.md, "Publishing and caches").
 */
export const contentChanges0005: Migration = {
  id: '0005_content_changes',
  statements: [
    `CREATE TABLE content_changes (
        id bigserial PRIMARY KEY,
        type text NOT NULL,
        key text NOT NULL,
        action text NOT NULL CHECK (action IN ('saved', 'published', 'unpublished', 'seeded')),
        tags text[] NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX content_changes_changed_at_idx ON content_changes (changed_at)`,
    `CREATE INDEX content_entries_publish_at_idx ON content_entries (publish_at) WHERE status = 'published'`,
  ],
};
