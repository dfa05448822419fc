import * as v from 'valibot';
import { ApiError } from './envelope';
import { callService, type RequestScope } from './service-client';

export const OutboxSchema = v.object({
  mailer: v.string(),
  emails: v.array(
    v.object({
      id: v.string(),
      to: v.string(),
      subject: v.string(),
      html: v.string(),
      text: v.string(),
      createdAt: v.string(),
    }),
  ),
});
export type Outbox = v.InferOutput<typeof OutboxSchema>;

/**
 * The development outbox (email stored instead of sent when no SMTP server is configured). Undefined
 * when the Main API does not offer it (configuration turns it off in production).
 */
export async function loadOutbox(
  scope: RequestScope,
  query: { to?: string; limit?: string },
): Promise<Outbox | undefined> {
  try {
    const outcome = await callService<unknown>(scope, 'main', { path: '/Dev/Outbox', query, token: 'none' });
    if (outcome.kind !== 'ok') return undefined;
    const parsed = v.safeParse(OutboxSchema, outcome.data);
    return parsed.success ? parsed.output : undefined;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return undefined;
    throw error;
  }
}
