import { eq } from 'drizzle-orm';
import { formSubmissions } from '../db/schema';
import type { Platform } from '../platform/platform';
import type { FormValue } from '../../shared/content/form-rules';

export interface NewSubmission {
  id: string;
  formKey: string;
  replyType: number;
  values: Record<string, FormValue>;
  sourcePath: string | null;
  emailStatus: 'not_required' | 'pending';
}

export async function insertSubmission(platform: Platform, submission: NewSubmission): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    await tx.insert(formSubmissions).values({ ...submission, createdAt: platform.clock.now() });
  });
}

export async function markSubmissionEmailed(platform: Platform, id: string): Promise<void> {
  await platform.database.db
    .update(formSubmissions)
    .set({ emailStatus: 'sent' })
    .where(eq(formSubmissions.id, id));
}

/** Removes a submission whose email could not be sent, so no half-finished submission stays behind. */
export async function deleteSubmission(platform: Platform, id: string): Promise<void> {
  await platform.database.db.delete(formSubmissions).where(eq(formSubmissions.id, id));
}
