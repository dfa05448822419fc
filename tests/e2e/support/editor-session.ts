/**
 * Signing in as the demo staff (README "Demo accounts"; seeded by src/services/seed/seed.ts): the
 * editor for the journeys that need preview, the agent for the staff workspace. Kept apart from
 * editor.ts, which playwright.config.ts imports.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test } from '../fixtures';
import { signIn, type Traveller } from './travellers';

export const DEMO_EDITOR: Traveller = {
  email: 'editor@ctg.example',
  password: 'Proofread-Kingfisher-Drafts-2026!',
  firstName: 'Ethan',
  lastName: 'Clarke',
};

export const DEMO_AGENT: Traveller = {
  email: 'agent@ctg.example',
  password: 'Reconcile-Bpay-Ledger-2026!',
  firstName: 'Priya',
  lastName: 'Raman',
};

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Runs `work` while holding a lock directory shared by every worker of the run. */
async function withRunLock<T>(path: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    try {
      await mkdir(path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`${path} stayed locked: a sign-in never finished`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(path, { recursive: true, force: true });
  }
}

/** Signs the page's browser context in as the demo editor (see signInAsStaff). */
export function signInAsEditor(page: Page): Promise<void> {
  return signInAsStaff(page, DEMO_EDITOR);
}

/**
 * Signs the page's browser context in as a demo staff account. The first call of a run signs in through
 * /account (password, then the emailed code) and keeps the session's cookies in the run's output
 * folder; later calls, in any worker, reuse them. Two workers signing the same account in at once
 * could each read the other's emailed code, hence one sign-in under a lock.
 */
export async function signInAsStaff(page: Page, staff: Traveller): Promise<void> {
  const folder = test.info().project.outputDir;
  await mkdir(folder, { recursive: true });
  const sessionFile = join(folder, `demo-${staff.email.split('@')[0]}-session.json`);
  await withRunLock(`${sessionFile}.lock`, async () => {
    let cookies: Cookies | undefined;
    try {
      cookies = JSON.parse(await readFile(sessionFile, 'utf8')) as Cookies;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (cookies) {
      await page.context().addCookies(cookies.filter((cookie) => cookie.name !== 'ctg_preview'));
      return;
    }
    await signIn(page, staff);
    const signedIn = (await page.context().cookies()).filter((cookie) => cookie.name !== 'ctg_preview');
    await writeFile(sessionFile, JSON.stringify(signedIn));
  });
}
