/** Shared by the preference endpoints (the leading underscore keeps this file out of the routes). */

/** Language and theme choices are kept for a year. */
export const PREFERENCE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The posted form, or null when the body is not form data. */
export async function readPreferenceForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export function plainTextResponse(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
