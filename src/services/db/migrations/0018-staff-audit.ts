import type { Migration } from './migration';

/**
 * The staff audit log (issue 24): one row per staff action (content writes and publishes, payments
 * recorded, refunds, role changes, enquiry replies) with who, what, when, and the state before and after.
 * Append-only in the database itself: a trigger refuses UPDATE and DELETE, so no code path, and no staff
 * account with the application's credentials, can rewrite history.
 */
export const staffAudit0018: Migration = {
  id: '0018_staff_audit',
  statements: [
    `CREATE TABLE staff_audit (
        id text PRIMARY KEY,
        actor_id text NOT NULL,
        actor_email text NOT NULL,
        actor_role text NOT NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text NOT NULL,
        summary text NOT NULL,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL
      )`,
    `CREATE INDEX staff_audit_created_idx ON staff_audit (created_at DESC)`,
    `CREATE INDEX staff_audit_target_idx ON staff_audit (target_type, target_id)`,
    `CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'staff_audit is append-only';
      END
      $$`,
    `CREATE TRIGGER staff_audit_no_rewrite BEFORE UPDATE OR DELETE ON staff_audit
        FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only()`,
  ],
};
