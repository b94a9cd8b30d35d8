import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eAdminPassword } from './fixtures';

/** The E2E server's database (playwright.config.ts), opened for one check or setup step. */
export function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(process.env.E2E_DATABASE_PATH ?? '');
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** scrypt on a busy 2-core machine can take seconds. */
export const signInTimeout = { timeout: 30_000 };

export async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(signInTimeout);
}
