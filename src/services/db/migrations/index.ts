/**
 * Schema migrations, applied in this order at start. Never edit an applied migration: add a file and
 * append it here.
 */
import type { Migration } from './migration';
import { platformAccountsContent } from './0001-platform-accounts-content';

export type { Migration };

export const migrations: Migration[] = [platformAccountsContent];
