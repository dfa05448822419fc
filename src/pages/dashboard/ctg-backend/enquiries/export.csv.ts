import type { APIRoute } from 'astro';
import { readEnquiryFilter } from '../../../../features/staff/enquiries.server';
import { fetchStaffFile } from '../../../../features/staff/staff-service.server';
import { isOrderStaff } from '../../../../shared/contracts/profile';
import { SITE_TIME_ZONE } from '../../../../shared/domain/site-time';
import { todayIn } from '../../../../shared/domain/zone-clock';

/**
 * The enquiries inbox as a CSV file (issue 24): the Content API's export of the page's filters, streamed
 * through with a download name. Agents and admins only (the Content API checks again); anyone else gets
 * the sign-in page or a 403.
 */
export const GET: APIRoute = async ({ locals, url, redirect }) => {
  if (!locals.session.signedIn) {
    return redirect(
      `/account?returnUrl=${encodeURIComponent(`/dashboard/ctg-backend/enquiries${url.search}`)}`,
      302,
    );
  }
  const noStore = { 'Cache-Control': 'private, no-store' };
  if (!isOrderStaff(locals.session.profile?.role)) {
    return new Response(locals.t('staffEnquiries.notAllowed'), {
      status: 403,
      headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { filter } = readEnquiryFilter(url.searchParams);
  const response = await fetchStaffFile(locals.scope, 'content', '/Staff/Enquiries/Export', filter);
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').startsWith('text/csv')) {
    return new Response(locals.t('staffEnquiries.unavailable'), {
      status: response.status >= 500 || response.ok ? 502 : response.status,
      headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const day = todayIn(SITE_TIME_ZONE);
  return new Response(response.body, {
    status: 200,
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
    },
  });
};
