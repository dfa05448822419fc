import type { EnquiryStaffMember } from '../../shared/contracts/enquiries';

/**
 * What the staff workspace's pages do alike once the gate (staff-gate.ts) has answered: act on a form
 * posted to the page, let the service's own 403 refuse the page, and offer a contract's values in a
 * select under the page's words. Each page wrote these itself before; one version keeps them the same.
 */

/** One staff screen's texts, as openStaffPageWithTexts gives them. */
type StaffText = (key: string, options?: Record<string, unknown>) => string;

/**
 * The outcome of a form posted to a staff page, or null for a GET. Only a role the gate let in has its
 * form acted on: a refused role sees the refusal and nothing is sent to the service.
 */
export async function postedOutcome<T>(
  astro: { request: Request },
  allowed: boolean,
  submit: (request: Request) => Promise<T>,
): Promise<T | null> {
  return allowed && astro.request.method === 'POST' ? submit(astro.request) : null;
}

/**
 * Whether the page may be drawn when the service has the last word on the role: a 403 from it refuses
 * the page too, as does no answer (the gate refused, so the service was not asked). Any other failure
 * is the page's to say. A refused page answers 403.
 */
export function serviceAllows(
  answer: { ok: true } | { ok: false; status: number } | null,
  response: { status?: number },
): boolean {
  const allowed = answer !== null && (answer.ok || answer.status !== 403);
  if (!allowed) response.status = 403;
  return allowed;
}

/** The choices of a select whose values are a contract's list, each read as the page's text `prefix.value`. */
export function labelledOptions(
  values: readonly string[],
  text: StaffText,
  prefix: string,
): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: text(`${prefix}.${value}`) }));
}

/** The staff members an enquiry can be assigned to, as choices: "Name (email)". */
export function staffMemberOptions(staff: readonly EnquiryStaffMember[]): { value: string; label: string }[] {
  return staff.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }));
}

/**
 * The key of what an empty list says: with filters set, that nothing matches them; with none, that
 * nothing has come in yet (advice to loosen filters nobody set would send an agent looking for a fault).
 */
export const emptyListKey = (filters: object, keys: { filtered: string; unfiltered: string }) =>
  Object.keys(filters).length > 0 ? keys.filtered : keys.unfiltered;
