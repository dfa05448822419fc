import { findAccountByEmail, insertAccount } from '../account/account.repo';
import { hashPassword } from '../account/password';
import { upsertSeedEntries, type SeedEntry } from '../content/content.repo';
import type { Platform } from '../platform/platform';
import { seedDemoAccountExtras, seedDemoStaffProfile } from '../profile/demo-seed';
import { readContentFiles } from './content-files';

/** The demo account documented in the README, so a new user can try signing in at once. */
export const DEMO_ACCOUNT = {
  email: 'demo@ctg.example',
  password: 'Harbour-Bridge-2026!',
  title: 'Ms',
  givenName: 'Olivia',
  familyName: 'Nguyen',
} as const;

/** The demo editor documented in the README: signs in like the traveller, then previews drafts. */
export const DEMO_EDITOR_ACCOUNT = {
  email: 'editor@ctg.example',
  password: 'Proofread-Kingfisher-Drafts-2026!',
  title: 'Mr',
  givenName: 'Ethan',
  familyName: 'Clarke',
} as const;

/** The demo agent documented in the README: records BPAY and EFT payments of held invoice orders. */
export const DEMO_AGENT_ACCOUNT = {
  email: 'agent@ctg.example',
  password: 'Reconcile-Bpay-Ledger-2026!',
  title: 'Ms',
  givenName: 'Priya',
  familyName: 'Raman',
} as const;

/** The demo admin documented in the README: promotes and demotes staff and reads the audit log. */
const DEMO_ADMIN_ACCOUNT = {
  email: 'admin@ctg.example',
  password: 'Countersign-Audit-Trail-2026!',
  title: 'Dr',
  givenName: 'Grace',
  familyName: 'Okafor',
} as const;

/** Reads every seed file under dir (YAML, Markdown with front matter) and validates it (content-files.ts). */
async function readSeedEntries(dir: string): Promise<SeedEntry[]> {
  return readContentFiles(dir);
}

export interface SeedReport {
  contentEntries: number;
  demoAccountCreated: boolean;
  demoExtrasSeeded: boolean;
  demoEditorCreated: boolean;
  demoAgentCreated: boolean;
  demoAdminCreated: boolean;
}

/** Any constant no other lock uses (the migrations take 727_001). */
const SEED_LOCK_ID = 727_002;

/**
 * Idempotent: safe on every start; editors' changes and existing accounts are kept. Instances that
 * start together on one database seed one after another (the later ones find everything in place).
 */
export function seed(platform: Platform, contentDir: string): Promise<SeedReport> {
  return platform.database.exclusively(SEED_LOCK_ID, () => seedNow(platform, contentDir));
}

async function seedNow(platform: Platform, contentDir: string): Promise<SeedReport> {
  const entries = await readSeedEntries(contentDir);
  const contentEntries = await upsertSeedEntries(platform, entries);
  let demoAccountCreated = false;
  let demoAccount = await findAccountByEmail(platform, DEMO_ACCOUNT.email);
  if (!demoAccount) {
    demoAccount = await insertAccount(platform, {
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      title: DEMO_ACCOUNT.title,
      givenName: DEMO_ACCOUNT.givenName,
      familyName: DEMO_ACCOUNT.familyName,
      status: 'active',
    });
    demoAccountCreated = true;
  }
  // Companion, preferences, passport, registered email 2FA and the linked reservation-system profile.
  const demoExtrasSeeded = await seedDemoAccountExtras(platform, demoAccount.id);
  const demoEditorCreated = await seedDemoStaff(platform, DEMO_EDITOR_ACCOUNT, 'editor');
  const demoAgentCreated = await seedDemoStaff(platform, DEMO_AGENT_ACCOUNT, 'agent');
  const demoAdminCreated = await seedDemoStaff(platform, DEMO_ADMIN_ACCOUNT, 'admin');
  return {
    contentEntries,
    demoAccountCreated,
    demoExtrasSeeded,
    demoEditorCreated,
    demoAgentCreated,
    demoAdminCreated,
  };
}

/** Creates a demo staff account when it does not exist yet; an existing account is left as it is. */
async function seedDemoStaff(
  platform: Platform,
  account: typeof DEMO_EDITOR_ACCOUNT | typeof DEMO_AGENT_ACCOUNT | typeof DEMO_ADMIN_ACCOUNT,
  role: 'editor' | 'agent' | 'admin',
): Promise<boolean> {
  if (await findAccountByEmail(platform, account.email)) return false;
  const { password, ...details } = account;
  const staff = await insertAccount(platform, {
    ...details,
    passwordHash: await hashPassword(password),
    status: 'active',
  });
  await seedDemoStaffProfile(platform, staff.id, role);
  return true;
}
