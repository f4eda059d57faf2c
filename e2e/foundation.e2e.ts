import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, signUp, uniqueEmail } from './support/sign-up';
import { openSession, screenshot, type Session } from './support/browser';

const SIDEBAR: Array<[label: string, path: string, heading: string]> = [
  ['Dashboard', '/', 'Dashboard'],
  ['AI Generator', '/ai-generator', 'AI Generator'],
  ['My Funnels', '/funnels', 'My Funnels'],
  ['Templates', '/templates', 'Funnel Templates'],
  ['Leads & Contacts', '/leads', 'Leads & Contacts'],
  ['Email Campaigns', '/campaigns', 'Email Campaigns'],
  ['Autoresponders', '/autoresponders', 'Autoresponders'],
  ['Email Settings', '/email-settings', 'Email Settings'],
  ['Suppression List', '/suppressions', 'Suppression List'],
  ['Media Library', '/media-library', 'Media Library'],
  ['Analytics', '/analytics', 'Advanced Analytics'],
  ['Funnel Builder', '/builder', 'Funnel Builder'],
  ['Affiliate Program', '/affiliates', 'Affiliate Program'],
  ['Subscription', '/subscription', 'Subscription'],
  ['Account Settings', '/account', 'Account Settings'],
  ['API Keys', '/api-keys', 'API Keys'],
  ['Recycle Bin', '/recycle-bin', 'Recycle Bin'],
];

async function heading(page: Page): Promise<string> {
  return (await page.locator('h1').first().textContent())?.trim() ?? '';
}

describe('a visitor becomes a user (desktop)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(1366, 900);
  });
  afterAll(() => session.close());

  it('opens the landing page, signs up, walks the app, signs out and is sent to sign in', async () => {
    const { page } = session;

    // The landing page and its promises.
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: /Build funnels that turn visitors into customers/ })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Start Building for Free' }).getAttribute('href')).toBe(
      '/api/login',
    );
    expect(await page.getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe(
      '/api/login',
    );
    await screenshot(page, 'landing');

    // Login goes through /api/login to the sign-in screen.
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'sign-in');

    // Weak input gets a clear message on the form.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm password').fill('password1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('This password is too common. Choose one that is harder to guess.').waitFor();
    await screenshot(page, 'sign-up-weak-password');

    // A real sign-up lands on the dashboard shell.
    const email = uniqueEmail('jane.doe');
    await signUp(page, email);
    expect(await page.getByText("Welcome back! Here's what's happening with your funnels.").isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toContain('Jane Doe');
    await screenshot(page, 'dashboard');

    // Every sidebar route, with its heading.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path, title] of SIDEBAR) {
      await nav.getByRole('menuitem', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await heading(page)).toBe(title);
    }
    await screenshot(page, 'recycle-bin');

    // A reload keeps the session.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Recycle Bin' }).waitFor();

    // An unknown path shows the 404 page; Go to Dashboard goes home.
    await page.goto('/this/does/not/exist');
    await page.getByRole('button', { name: /Go to Dashboard/ }).waitFor();
    expect(await page.getByRole('button', { name: /Go Back/ }).isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: /Go to Dashboard/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // GraphiQL, bundled with the app, answers queries with the session.
    await page.goto('/graphiql');
    const answer = page.locator('.graphiql-response').getByText(email.toLowerCase());
    // GraphiQL ignores a run pressed before its editor and schema are ready: press until it answers.
    for (let attempt = 0; attempt < 10 && !(await answer.isVisible()); attempt += 1) {
      await page.locator('.graphiql-execute-button').click();
      await answer.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    await answer.waitFor();
    await screenshot(page, 'graphiql');
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Sign out from the user menu returns to the landing page.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Build funnels that turn visitors/ }).waitFor();

    // Signed out, GraphiQL asks to sign in.
    await page.goto('/graphiql');
    await page.getByText('Sign in to explore the FunnelForge GraphQL API with your account.').waitFor();

    // A signed-in route now says so and goes to sign-in, remembering where the visitor was going.
    await page.goto('/funnels');
    await page.getByTestId('toast').getByText('You are logged out. Logging in again...').waitFor();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/funnels',
    );
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    // Signing back in returns to where the visitor was going.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Funnels' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/funnels');

    // The sign-out page an old bookmark of /api/logout opens: its button signs out in a browser
    // (which sends the page's origin only if its referrer policy allows it).
    await page.goto('/api/logout');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Build funnels that turn visitors/ }).waitFor();

    // The live connection (graphql-ws) and the page's scripts ran without errors or CSP refusals.
    const unexpected = session.problems.filter((p) => !/status of 40[01]/.test(p));
    expect(unexpected).toEqual([]);
  });
});

describe('on a phone (375 px)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(375, 812);
  });
  afterAll(() => session.close());

  it('shows the landing page, the sign-in screen and a drawer that closes after a choice', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'landing');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'sign-in');

    await signUp(page, uniqueEmail('sam.lee'));
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await screenshot(page, 'dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    await page.waitForTimeout(400); // let the drawer finish sliding in before the picture
    await screenshot(page, 'drawer');
    await nav.getByRole('menuitem', { name: 'Leads & Contacts' }).click();
    await page.waitForURL((url) => url.pathname === '/leads');
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Leads & Contacts' }).waitFor();
    await screenshot(page, 'leads');

    await page.goto('/nowhere');
    await page.getByRole('button', { name: /Go Back/ }).waitFor();
    await screenshot(page, 'not-found');
  });
});
