import type { Migration } from './migration';

/**
 * Drafts of published entries (issue 24, ADR 028 amendment): an editor's save of a published entry is
 * kept beside the published version (its data and position, who saved it and when, and the time it is
 * scheduled to go live, if any) until it is published, scheduled or discarded. Readers keep reading
 * `data`; preview reads the draft. The partial index serves the pass that publishes scheduled drafts.
 */
export const contentDrafts0029: Migration = {
  id: '0029_content_drafts',
  statements: [
    `ALTER TABLE content_entries
        ADD COLUMN draft_data jsonb,
        ADD COLUMN draft_position integer,
        ADD COLUMN draft_publish_at timestamptz,
        ADD COLUMN draft_saved_at timestamptz,
        ADD COLUMN draft_saved_by text`,
    `CREATE INDEX content_entries_draft_due_idx ON content_entries (draft_publish_at)
        WHERE draft_publish_at IS NOT NULL`,
  ],
};
