/**
 * Helpers of the orders workspace tests: the cancel kit's services (flight and hotel orders, the gateway
 * mounted) with a signed-in account of each role, and the workspace's calls as an agent.
 */
import type { StaffOrderDetail, StaffOrderSearchAnswer } from '../../shared/contracts/staff-orders';
import { updateAccountProfile } from '../account/account.repo';
import { SITE } from '../orders/booking-test-kit';
import { openCancelKit } from '../orders/order-cancel-test-kit';
import { testAccountToken } from '../testing/test-tokens';

const ROLES = ['traveller', 'editor', 'agent', 'admin'] as const;

export async function openStaffOrdersKit() {
  const k = await openCancelKit();
  const tokens = {} as Record<(typeof ROLES)[number], string>;
  const ids = {} as Record<(typeof ROLES)[number], string>;
  for (const role of ROLES) {
    const account = await testAccountToken(k.t, `${role}@ctg.example`, SITE);
    if (role !== 'traveller') await updateAccountProfile(k.platform, account.accountId, { role });
    tokens[role] = account.token;
    ids[role] = account.accountId;
  }
  const search = (body: Record<string, unknown>, token = tokens.agent) =>
    k.post<StaffOrderSearchAnswer>('/Staff/Orders/Search', body, token);
  const detail = (orderId: string, token = tokens.agent) =>
    k.post<StaffOrderDetail>('/Staff/Orders/Detail', { orderId }, token);
  return { ...k, tokens, ids, search, detail };
}
