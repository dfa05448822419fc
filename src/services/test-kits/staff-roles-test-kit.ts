/** Signed-in tokens of every role, for the staff workspace's access-control tests (issue 24). */
import type { AccountRole } from '../../shared/contracts/profile';
import { updateAccountProfile } from '../account/account.repo';
import { jsonRequest, type TestServices } from '../testing/test-platform';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';

export const SITE = 'ctg-au-web';

export type Caller = 'guest' | AccountRole;
export const CALLERS: readonly Caller[] = ['guest', 'traveller', 'editor', 'agent', 'admin'];

export interface RoleTokens {
  tokens: Record<Caller, string>;
  ids: Record<AccountRole, string>;
}

/** A guest's public token and one account of each role (emails `<role>.<tag>@staff.example`). */
export async function tokensOfEveryRole(t: TestServices, tag: string): Promise<RoleTokens> {
  const tokens = { guest: await testPublicToken(t, SITE) } as Record<Caller, string>;
  const ids = {} as Record<AccountRole, string>;
  for (const role of ['traveller', 'editor', 'agent', 'admin'] as const) {
    const account = await testAccountToken(t, `${role}.${tag}@staff.example`, SITE);
    await updateAccountProfile(t.platform, account.accountId, { role });
    tokens[role] = account.token;
    ids[role] = account.accountId;
  }
  return { tokens, ids };
}

/** POSTs JSON to a service with a bearer token (and the Content API's channel headers). */
export async function postAs(
  t: TestServices,
  service: keyof TestServices['services'],
  path: string,
  body: unknown,
  token: string,
  headers: Record<string, string> = {},
) {
  const response = await t.services[service].request(
    path,
    jsonRequest('POST', body, {
      Authorization: `Bearer ${token}`,
      'X-Channel-Code': 'web',
      'X-Site-Code': SITE,
      ...headers,
    }),
  );
  const text = await response.text();
  let json: { status: string; message: string; data: any } | null = null; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json: json!, text, headers: response.headers };
}
