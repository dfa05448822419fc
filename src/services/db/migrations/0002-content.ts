import type { Migration } from './migration';

/** Content index with PostgreSQL full-text search, and form submissions (schema-content.ts). */
export const content: Migration = {
  id: '0002_content',
  statements: [
    `CREATE TABLE content_index (
        type text NOT NULL,
        key text NOT NULL,
        path text NOT NULL,
        title text NOT NULL,
        summary text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        keywords text NOT NULL DEFAULT '',
        kind text,
        tags text[] NOT NULL DEFAULT '{}',
        airline_code text,
        airline_name text,
        airline_rank integer,
        destination text,
        destinations text[] NOT NULL DEFAULT '{}',
        price numeric(12, 2),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', keywords), 'A') ||
          setweight(to_tsvector('english', summary), 'B') ||
          setweight(to_tsvector('english', body), 'C')
        ) STORED,
        PRIMARY KEY (type, key),
        FOREIGN KEY (type, key) REFERENCES content_entries (type, key) ON DELETE CASCADE ON UPDATE CASCADE
      )`,
    `CREATE UNIQUE INDEX content_index_path_idx ON content_index (path)`,
    `CREATE INDEX content_index_search_idx ON content_index USING GIN (search)`,
    `CREATE INDEX content_index_tags_idx ON content_index USING GIN (tags)`,
    `CREATE INDEX content_index_destinations_idx ON content_index USING GIN (destinations)`,
    `CREATE INDEX content_index_listing_idx ON content_index (type, kind)`,
    `CREATE INDEX content_entries_visibility_idx ON content_entries (type, status, publish_at)`,
    `CREATE TABLE form_submissions (
        id uuid PRIMARY KEY,
        form_key text NOT NULL,
        reply_type integer NOT NULL CHECK (reply_type BETWEEN 1 AND 4),
        values jsonb NOT NULL,
        source_path text,
        email_status text NOT NULL CHECK (email_status IN ('not_required', 'pending', 'sent')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX form_submissions_form_idx ON form_submissions (form_key, created_at)`,
  ],
};
