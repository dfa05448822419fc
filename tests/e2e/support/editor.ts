/**
 * Editing content as an editor tool would: through the site's /api/content-editor pass-through with
 * the editor key the e2e server is started with (playwright.config.ts). Not a secret: that server and
 * its database exist only for the run.
 */
import type { APIRequestContext } from '@playwright/test';

export const E2E_EDITOR_KEY = 'e2e-editor-key-not-a-secret-0123456789';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
type Answer = { status: number; body: any };

export async function editContent(
  request: APIRequestContext,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  data?: unknown,
  key = E2E_EDITOR_KEY,
): Promise<Answer> {
  const response = await request.fetch(`/api/content-editor/entries/${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: await response.json() };
}
