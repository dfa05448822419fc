/**
 * The content workspace's contract (issue 24) between the Content API's editor endpoints and the staff
 * pages: the typed form fields the API derives from each content schema, the list query, revisions,
 * and the save request's optimistic-concurrency field. Both sides import this; neither imports the other.
 */
import * as v from 'valibot';

/** One form field derived from a content schema; `name` is the property name ('' for list items). */
export type ContentField =
  | { kind: 'text'; name: string; required: boolean; maxLength?: number; multiline: boolean }
  | { kind: 'richText'; name: string; required: boolean }
  | { kind: 'number'; name: string; required: boolean; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean'; name: string; required: boolean }
  | { kind: 'date'; name: string; required: boolean }
  | { kind: 'choice'; name: string; required: boolean; options: (string | number)[] }
  | { kind: 'fixed'; name: string; required: boolean; value: string | number | boolean }
  | { kind: 'object'; name: string; required: boolean; fields: ContentField[] }
  | { kind: 'list'; name: string; required: boolean; minItems: number; item: ContentField }
  /** Shapes a form cannot spell field by field (variants, recursive menus, free-form records): JSON. */
  | { kind: 'json'; name: string; required: boolean };

export const ENTRY_STATUSES = ['draft', 'published'] as const;

const day = (message: string) => v.pipe(v.string(), v.isoDate(message));

/** GET /editor/entries: search (key or title), type, status, last-saved date range (site days). */
export const EntryListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'q must be at most 100 characters'))),
  type: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z]{1,20}$/, 'type must be a content type'))),
  status: v.optional(v.picklist(ENTRY_STATUSES, 'status must be draft or published')),
  from: v.optional(day('from must be a date as YYYY-MM-DD')),
  to: v.optional(day('to must be a date as YYYY-MM-DD')),
});
export type EntryListQuery = v.InferOutput<typeof EntryListQuerySchema>;

export interface EntrySummary {
  type: string;
  key: string;
  title: string;
  status: 'draft' | 'published';
  publishAt: string;
  updatedAt: string;
  sitePath: string | null;
}

export interface EntryListAnswer {
  types: string[];
  entries: EntrySummary[];
}

/** An entry as the editor endpoints answer it. */
export interface EditorEntry {
  type: string;
  key: string;
  status: 'draft' | 'published';
  publishAt: string;
  position: number;
  updatedAt: string;
  /** What the editor works on: the draft when the entry has one, otherwise what readers see. */
  data: unknown;
  /** Where the entry is on the site (pages, insights, deals, promotions, home), for previews. */
  sitePath: string | null;
  /** Unpublished changes to a published entry: who saved them, when, and when they go live (if set). */
  draft: { savedAt: string; savedBy: string; publishAt: string | null } | null;
}

export interface ContentRevision {
  id: string;
  status: 'draft' | 'published';
  publishAt: string;
  versionUpdatedAt: string;
  action: string;
  actorEmail: string;
  createdAt: string;
  data: unknown;
}

/** The updatedAt the editor's form was built from: a save against a newer entry is refused (409). */
export const ExpectedUpdatedAt = v.optional(
  v.pipe(v.string(), v.isoTimestamp('expectedUpdatedAt must be an ISO date and time')),
);

export const RestoreRequestSchema = v.object({ expectedUpdatedAt: ExpectedUpdatedAt });
