import type { Page } from 'playwright-core';

export const E2E_PASSWORD = 'Forge-E2E-Passphrase-2026';

/** A unique address for one run: name.<time>@example.com. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}@example.com`;

/** Creates an account through the sign-up screen and waits for the dashboard. */
export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}
