import type { Migration } from './migration';

/**
 * Content revisions (issue 24): before an editor's save, publish, unpublish or restore replaces an entry,
 * the version it replaces is kept here (data, status, publish date, when that version was saved), with
 * who replaced it and when. Editors read the history, diff a revision against the current entry and
 * restore one (a new save). Rows are only ever added.
 */
export const contentRevisions0021: Migration = {
  id: '0021_content_revisions',
  statements: [
    `CREATE TABLE content_revisions (
        id text PRIMARY KEY,
        type text NOT NULL,
        key text NOT NULL,
        status text NOT NULL,
        publish_at timestamptz NOT NULL,
        position integer NOT NULL,
        data jsonb NOT NULL,
        version_updated_at timestamptz NOT NULL,
        action text NOT NULL,
        actor_email text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
    `CREATE INDEX content_revisions_entry_idx ON content_revisions (type, key, created_at DESC)`,
  ],
};
