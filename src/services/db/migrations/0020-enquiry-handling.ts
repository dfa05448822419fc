import type { Migration } from './migration';

/**
 * Handling enquiries (issue 24): every form submission is an enquiry agents work through. Its handling
 * lives beside the submission (a submission without a row is new and unassigned), and each reply sent
 * from the workspace is kept with who sent it and when. A reply's key is the agent's Idempotency-Key,
 * so a form posted twice sends one email.
 */
export const enquiryHandling0020: Migration = {
  id: '0020_enquiry_handling',
  statements: [
    `CREATE TABLE enquiry_states (
        submission_id uuid PRIMARY KEY REFERENCES form_submissions (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'closed')),
        assignee_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL
      )`,
    `CREATE INDEX enquiry_states_status_idx ON enquiry_states (status, assignee_id)`,
    `CREATE TABLE enquiry_replies (
        id text PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
        reply_key text NOT NULL UNIQUE,
        author_id uuid NOT NULL REFERENCES accounts (id),
        author_email text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        email_id uuid NOT NULL,
        created_at timestamptz NOT NULL
      )`,
    `CREATE INDEX enquiry_replies_submission_idx ON enquiry_replies (submission_id, created_at)`,
    `CREATE INDEX form_submissions_created_idx ON form_submissions (created_at DESC)`,
  ],
};
