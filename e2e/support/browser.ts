import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium';

export const ARTIFACTS = path.resolve(__dirname, '..', '.artifacts');

export function appUrl(): string {
  const url = process.env.FF_E2E_URL;
  if (!url) throw new Error('The e2e global setup did not start the app');
  return url;
}

export type Session = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and failed page scripts seen so far. */
  problems: string[];
  close(): Promise<void>;
};

/**
 * A fresh browser profile at the given viewport width, recording console errors. A user agent of
 * its own makes it another visitor to analytics (which tells visitors by address and browser).
 */
export async function openSession(width = 1366, height = 900, userAgent?: string): Promise<Session> {
  const browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: appUrl(),
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // A failed load names no address in its text: its location says which resource it was.
    if (message.type() === 'error') {
      const { url } = message.location();
      problems.push(
        /^Failed to load resource/.test(message.text()) && url ? `${message.text()} ${url}` : message.text(),
      );
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { browser, context, page, problems, close: () => browser.close() };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
}
