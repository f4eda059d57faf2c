import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, openSession, screenshot, type Session } from './browser';
import { subscribeWithCoins } from './coins';
import { signUp, uniqueEmail } from './sign-up';
import { startSmtpSink, unsubscribeUrlOf, type SmtpSink } from './smtp-sink';

/**
 * What the accessibility audit's files (e2e/accessibility-*.e2e.ts) share. The audit is split by
 * width and by kind of screen so that its minutes spread over both of jest's workers; each file
 * signs up and seeds an account of its own (useAuditFixture).
 *
 * Issue 14 item 5: axe-core on every signed-in screen (every route of web/src/app's router, and
 * the states a screen switches to in place: tabs, forms, drawers, dialogs) and on the public
 * pages (landing, sign-in, sign-up, the preview, a published funnel page, the unsubscribe
 * confirm page), at desktop width and at 390 px. GraphiQL is exempt.
 *
 * It fails on any serious or critical violation, and on the best-practice rules this issue
 * names (heading order, landmarks, one h1), listing each rule, its targets and its help page.
 */
const HELD_RULES = new Set(['heading-order', 'region', 'landmark-one-main', 'page-has-heading-one']);
export const WIDTHS = [1440, 390] as const;
const SMTP_USER = 'sender@a11y.example';
const SMTP_PASSWORD = 'smtp-a11y-secret';

export type Seeded = {
  funnelId: string;
  /** A draft whose page has a two-column section between two texts (the builder's Mobile canvas). */
  columnsFunnelId: string;
  /** A draft A/B test of the published funnel's page. */
  experimentId: string;
  sequenceName: string;
  leadName: string;
  unsubscribeUrl: string;
};

type Screen = {
  name: string;
  path: (seed: Seeded) => string;
  /** Waits until the screen shows its data (not a spinner or skeleton). */
  ready: (page: Page, seed: Seeded) => Promise<void>;
  /** States reached from the loaded screen without leaving it, each audited in turn. */
  states?: Array<{ name: string; reach: (page: Page, seed: Seeded) => Promise<void> }>;
};

/** Addresses put on the suppression list by hand (none of them a seeded lead, whom the sends mail). */
const SUPPRESSED = [
  { email: 'former.client@elsewhere.example', note: 'Asked by phone not to be emailed' },
  { email: 'old.list@elsewhere.example', note: null },
] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Opens a tab, through the tab list's overflow menu when a narrow screen has folded it there. */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  const nav = page.locator('.ant-tabs-nav-wrap').first();
  const [tabBox, navBox] = await Promise.all([tab.boundingBox(), nav.boundingBox()]);
  if (tabBox && navBox && tabBox.x >= navBox.x && tabBox.x + tabBox.width <= navBox.x + navBox.width + 1) {
    await tab.click();
    return;
  }
  await page.locator('.ant-tabs-nav-more').first().click();
  await page.getByRole('option', { name, exact: true }).click();
}

export const SIGNED_IN: Screen[] = [
  {
    name: 'dashboard',
    path: () => '/',
    ready: async (page) => {
      await heading(page, 'Dashboard');
      await page.getByRole('region', { name: 'Dashboard statistics' }).getByText('Total Leads').waitFor();
    },
    states: [
      {
        name: 'account-menu',
        reach: async (page) => {
          await page.getByRole('button', { name: /account menu/i }).click();
          await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
        },
      },
    ],
  },
  {
    name: 'funnels',
    path: () => '/funnels',
    ready: async (page) => {
      await heading(page, 'My Funnels');
      await page.locator('.ff-funnel-card').first().waitFor();
    },
  },
  {
    name: 'templates',
    path: () => '/templates',
    ready: async (page) => {
      await heading(page, 'Funnel Templates');
      await page.getByRole('button', { name: 'Use Template' }).first().waitFor();
    },
  },
  {
    name: 'builder-new',
    path: () => '/builder',
    ready: (page) => page.locator('.ff-builder').first().waitFor(),
  },
  {
    name: 'builder-funnel',
    path: (seed) => `/builder/${seed.funnelId}`,
    ready: (page) => page.locator('.ff-canvas-item').first().waitFor(),
  },
  {
    name: 'funnel-builder-new',
    path: () => '/funnel-builder',
    ready: (page) => page.locator('.ff-builder').first().waitFor(),
  },
  {
    name: 'funnel-builder-funnel',
    path: (seed) => `/funnel-builder/${seed.funnelId}`,
    ready: (page) => page.locator('.ff-canvas-item').first().waitFor(),
  },
  {
    name: 'leads',
    path: () => '/leads',
    ready: async (page, seed) => {
      await heading(page, 'Leads & Contacts');
      await page.getByRole('row').filter({ hasText: seed.leadName }).first().waitFor();
    },
    states: [
      {
        name: 'lead-drawer',
        reach: async (page, seed) => {
          await page.getByRole('button', { name: `View details of ${seed.leadName}` }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
    ],
  },
  {
    name: 'campaigns',
    path: () => '/campaigns',
    ready: async (page) => {
      await heading(page, 'Email Campaigns');
      await page
        .getByRole('region', { name: 'Email Service Status' })
        .getByText('Ready', { exact: true })
        .waitFor();
      await page.getByRole('article').first().waitFor();
    },
    states: [
      {
        name: 'campaign-ab-test',
        reach: async (page) => {
          await page.getByRole('button', { name: 'A/B test by open rate: starts with the send' }).click();
          await page.getByRole('dialog', { name: 'A/B test: Summer Test' }).getByRole('table').waitFor();
        },
      },
      {
        name: 'campaign-form',
        reach: async (page) => {
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
          await page.getByRole('button', { name: 'New Campaign' }).click();
          await page.getByLabel('Campaign Name *').waitFor();
        },
      },
      {
        name: 'campaign-form-ab-test',
        reach: async (page) => {
          await page.getByRole('switch', { name: 'Test other subject lines or contents' }).click();
          await page.getByLabel('Subject of variant B').waitFor();
        },
      },
    ],
  },
  {
    name: 'autoresponders',
    path: () => '/autoresponders',
    ready: async (page, seed) => {
      await heading(page, 'Autoresponders');
      await page.getByText(seed.sequenceName).first().waitFor();
    },
    states: [
      {
        name: 'sequence-steps',
        reach: async (page, seed) => {
          await page.getByText(seed.sequenceName).first().click();
          await page.getByRole('list', { name: 'Email steps' }).waitFor();
        },
      },
      {
        name: 'sequence-performance',
        reach: async (page) => {
          await openTab(page, 'Performance');
          await page.getByText('Open Rate').first().waitFor();
        },
      },
      {
        name: 'sequence-subscribers',
        reach: async (page) => {
          await openTab(page, 'Subscribers');
          await page.getByRole('button', { name: 'Enrol leads' }).waitFor();
        },
      },
    ],
  },
  {
    name: 'email-settings',
    path: () => '/email-settings',
    ready: async (page) => {
      await heading(page, 'Email Settings');
      await page.getByLabel('SMTP Host').waitFor();
    },
    states: [
      {
        name: 'email-designer',
        reach: async (page) => {
          await openTab(page, 'Email Designer');
          await page.getByRole('button', { name: /^Use / }).first().waitFor();
        },
      },
      {
        name: 'email-live-preview',
        reach: async (page) => {
          await openTab(page, 'Live Preview');
          await page.locator('iframe[title="Email preview"]').waitFor();
        },
      },
      {
        name: 'email-performance',
        reach: async (page) => {
          await openTab(page, 'Performance');
          await page.getByTestId('deliveryRate').waitFor();
        },
      },
    ],
  },
  {
    name: 'suppressions',
    path: () => '/suppressions',
    ready: async (page) => {
      await heading(page, 'Suppression List');
      await page.getByRole('row').filter({ hasText: SUPPRESSED[0].email }).waitFor();
    },
    states: [
      {
        name: 'suppressions-add',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Add address' }).click();
          await page.getByRole('dialog', { name: 'Add address' }).getByLabel('Email address').waitFor();
        },
      },
      {
        name: 'suppressions-remove',
        reach: async (page) => {
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
          await page.getByRole('button', { name: `Remove ${SUPPRESSED[0].email}` }).click();
          await page
            .getByRole('dialog', { name: `Remove ${SUPPRESSED[0].email} from the suppression list?` })
            .waitFor();
        },
      },
    ],
  },
  {
    name: 'recycle-bin',
    path: () => '/recycle-bin',
    ready: async (page) => {
      await heading(page, 'Recycle Bin');
      await page
        .getByRole('button', { name: /Restore/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'profile',
    path: () => '/profile',
    ready: async (page) => {
      await heading(page, 'Profile');
      await page.getByLabel('First Name').waitFor();
    },
    states: [
      {
        name: 'profile-subscription',
        reach: async (page) => {
          await openTab(page, 'Subscription');
          // The fixture's account pays for Elite (useAuditFixture): its plan card and billing history.
          await page.getByRole('button', { name: 'Manage Subscription' }).waitFor();
          await page.getByText('Billing history').waitFor();
        },
      },
      {
        name: 'profile-account',
        reach: async (page) => {
          await openTab(page, 'Account');
          await page.getByLabel('Username').waitFor();
        },
      },
    ],
  },
  {
    name: 'account',
    path: () => '/account',
    ready: async (page) => {
      await heading(page, 'Account Settings');
      await page.getByLabel('Username').waitFor();
    },
    states: [
      {
        name: 'account-forgecoin',
        reach: async (page) => {
          await openTab(page, 'ForgeCoin');
          await page.getByText('ForgeCoin Balance').waitFor();
        },
      },
      {
        name: 'account-security',
        reach: async (page) => {
          await openTab(page, 'Security');
          await page.getByText('Download Your Data').first().waitFor();
        },
      },
    ],
  },
  {
    name: 'api-keys',
    path: () => '/api-keys',
    ready: async (page) => {
      await heading(page, 'API Keys');
      await page.getByText('No API keys yet').waitFor();
    },
    states: [
      {
        name: 'api-keys-create',
        reach: async (page) => {
          await page.getByRole('button', { name: /Create API Key/ }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
    ],
  },
  {
    name: 'ai-generator',
    path: () => '/ai-generator',
    ready: async (page) => {
      await heading(page, 'AI Generator');
      await page.getByText('What you get').waitFor();
      await page.getByLabel('Target audience').waitFor();
    },
  },
  {
    name: 'media-library',
    path: () => '/media-library',
    ready: async (page) => {
      await heading(page, 'Media Library');
      await page
        .getByRole('region', { name: 'Media statistics' })
        .getByText('AI Generated', { exact: true })
        .waitFor();
      await page.getByText('No media yet').waitFor();
    },
    states: [
      {
        name: 'media-upload',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Upload Files' }).first().click();
          await page.getByRole('dialog', { name: 'Upload Files' }).waitFor();
        },
      },
    ],
  },
  {
    name: 'experiments',
    path: () => '/experiments',
    ready: async (page) => {
      await heading(page, 'A/B Tests');
      await page.getByText('Spring Webinar').first().waitFor();
    },
  },
  {
    name: 'experiment',
    path: (seed) => `/experiments/${seed.experimentId}`,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText('Variant B').first().waitFor();
    },
  },
  {
    name: 'analytics',
    path: () => '/analytics',
    ready: async (page) => {
      await heading(page, 'Advanced Analytics');
      await page.getByRole('region', { name: 'Analytics summary' }).getByText('Total Views').waitFor();
    },
    states: [
      {
        name: 'analytics-period',
        reach: async (page) => {
          await page.getByLabel('Period').click();
          // antd keeps a hidden listbox for screen readers beside the visible one: wait for what is drawn.
          await page.locator('.ant-select-item-option', { hasText: 'Last 7 days' }).waitFor();
        },
      },
    ],
  },
  {
    name: 'analytics-funnel',
    path: (seed) => `/analytics?days=7&funnel=${seed.funnelId}`,
    ready: async (page) => {
      await heading(page, 'Advanced Analytics');
      await page.getByRole('region', { name: 'Analytics summary' }).getByText('Total Views').waitFor();
    },
  },
  {
    name: 'subscription',
    path: () => '/subscription',
    ready: async (page) => {
      await heading(page, 'Subscription');
      await page.getByRole('article', { name: 'Elite', exact: true }).waitFor();
    },
    states: [
      {
        name: 'subscription-forgecoins',
        reach: async (page) => {
          await page.getByText('Pay with Forgecoins', { exact: true }).click();
          await page.getByRole('button', { name: /Top up/ }).waitFor();
        },
      },
    ],
  },
  {
    name: 'checkout',
    path: () => '/checkout',
    ready: (page) => page.getByText('Card payment is not configured on this server').first().waitFor(),
  },
  {
    name: 'payment-success',
    path: () => '/payment-success',
    ready: (page) => page.getByRole('button', { name: 'Return to Dashboard' }).waitFor(),
  },
  {
    name: 'affiliates',
    path: () => '/affiliates',
    ready: async (page) => {
      await heading(page, 'Affiliate Program');
      await page.getByRole('heading', { name: 'Getting Started' }).waitFor();
    },
    states: [
      {
        name: 'affiliates-payout-settings',
        reach: async (page) => {
          await openTab(page, 'Payout settings');
          await page.getByRole('button', { name: 'Save payout settings' }).waitFor();
        },
      },
    ],
  },
  {
    name: 'affiliate-stats',
    path: () => '/affiliate-stats',
    ready: async (page) => {
      await heading(page, 'Affiliate Statistics');
      await page.getByRole('heading', { name: 'Clicks by source' }).waitFor();
      await page.getByText('No payouts yet').waitFor();
    },
  },
  {
    name: 'not-found',
    path: () => '/no/such/screen',
    ready: (page) => page.getByRole('button', { name: /Go to Dashboard/ }).waitFor(),
  },
];

export const PUBLIC: Screen[] = [
  { name: 'landing', path: () => '/', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'sign-in',
    path: () => '/login',
    ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor(),
  },
  {
    name: 'sign-up',
    path: () => '/signup',
    ready: (page) => page.getByRole('button', { name: 'Create Account' }).waitFor(),
  },
  {
    name: 'preview',
    path: (seed) => `/preview/${seed.funnelId}`,
    ready: (page) => page.locator('form').first().waitFor(),
  },
  {
    name: 'published-page',
    path: (seed) => `/p/${seed.funnelId}`,
    ready: (page) => page.locator('form[data-ff-form]').first().waitFor(),
  },
  {
    name: 'published-page-not-found',
    path: () => '/p/00000000-0000-4000-8000-000000000000',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(),
  },
  {
    name: 'preview-not-found',
    path: () => '/preview/00000000-0000-4000-8000-000000000000',
    ready: (page) => page.getByText('Funnel Not Found').waitFor(),
  },
  {
    name: 'signed-out-unknown-path',
    path: () => '/no/such/page',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'unsubscribe',
    path: (seed) => seed.unsubscribeUrl,
    ready: (page) => page.getByRole('button', { name: 'Unsubscribe' }).waitFor(),
  },
];

/**
 * Waits until nothing is loading and every finite animation (drawers, fades) has ended. antd's
 * motions (rc-motion) first mark an element '-appear'/'-enter' and hide it, and only start the
 * transition a frame later: on a busy machine that gap let an audit measure a drawer's text while
 * it was still transparent. So no element may carry such a class either.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]') &&
      !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
  );
}

function describeViolation(where: string, violation: Result): string {
  const targets = violation.nodes.map((node) => `    ${node.target.join(' >> ')}`).join('\n');
  return `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) ${violation.help}\n    ${violation.helpUrl}\n${targets}`;
}

export type Finding = { where: string; violation: Result };

/** Runs axe on the page as it is now; answers the violations this suite fails on, and all of them. */
async function audit(page: Page, where: string, all: Finding[]): Promise<string[]> {
  await settle(page);
  // axe cannot run inside a frame that may run no script (the Live Preview's email, sandbox=""):
  // injecting into it never answers. Such a frame holds a document of its own (an email), not
  // the app; the region around it is still audited.
  const { violations } = await new AxeBuilder({ page })
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])')
    // Only violations are read: axe then skips building selectors for every passing node.
    .options({ resultTypes: ['violations'] })
    .analyze();
  for (const violation of violations) all.push({ where, violation });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || HELD_RULES.has(v.id))
    .map((v) => describeViolation(where, v));
}

/** What the screens need, made through the app's own REST API with the session cookie. */
async function seed(page: Page, smtpPort: number): Promise<Omit<Seeded, 'unsubscribeUrl'>> {
  return page.evaluate(
    async ({ smtpPort, smtpUser, smtpPassword, suppressedList }) => {
      async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
        const response = await fetch(path, {
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      }
      const leadIds: string[] = [];
      const people = [
        { email: 'ada@readers.example', firstName: 'Ada', lastName: 'Lovelace', tags: ['vip', 'webinar'] },
        { email: 'alan@readers.example', firstName: 'Alan', lastName: 'Turing', status: 'converted' },
        { email: 'grace@readers.example', firstName: 'Grace', lastName: 'Hopper', status: 'contacted' },
      ];
      for (const person of people)
        leadIds.push((await call<{ id: string }>('POST', '/api/leads', person)).id);

      const templates = await call<Array<{ id: string; name: string }>>('GET', '/api/templates');
      const webinar = templates.find((t) => t.name === 'Webinar Registration') ?? templates[0];
      if (!webinar) throw new Error('no templates');
      const template = await call<{ name: string; category: string; config: unknown }>(
        'GET',
        `/api/templates/${webinar.id}`,
      );
      const makeFunnel = (name: string) =>
        call<{ id: string }>('POST', '/api/funnels', {
          name,
          templateType: template.category,
          config: JSON.stringify(template.config),
        });
      const funnel = await makeFunnel('Spring Webinar');
      await call('PATCH', `/api/funnels/${funnel.id}`, { status: 'published' });
      await makeFunnel('Draft Offer');
      const text = (id: string, content: string) => ({ id, type: 'text', content, styles: {} });
      const columns = await call<{ id: string }>('POST', '/api/funnels', {
        name: 'Two Column Offer',
        templateType: 'landing',
        config: JSON.stringify({
          version: 1,
          pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
          elements: [
            {
              id: 'head',
              type: 'headline',
              content: 'Two offers, side by side',
              styles: { fontSize: '32px' },
            },
            text(
              'intro',
              'Pick the plan that suits your shop. Both come with a 30-day guarantee and support.',
            ),
            {
              id: 'cols',
              type: 'section-2col',
              styles: {},
              content: JSON.stringify({
                columns: [
                  {
                    styles: {},
                    elements: [text('left', 'Starter: everything a new shop needs to sell online.')],
                  },
                  {
                    styles: {},
                    elements: [text('right', 'Growth: automation, reports and priority support.')],
                  },
                ],
              }),
            },
            text('outro', 'Questions? Write to us and a person answers within a day.'),
          ],
        }),
      });
      const binned = await makeFunnel('Old Promotion');
      await call('DELETE', `/api/funnels/${binned.id}`);

      const sequence = await call<{ id: string }>('POST', '/api/email/sequences', {
        name: 'Welcome series',
        trigger: 'manual',
      });
      await call('POST', `/api/email/sequences/${sequence.id}/steps`, {
        subject: 'Welcome aboard',
        content: 'Thanks for joining.',
        delayHours: 0,
      });
      await call('POST', `/api/email/sequences/${sequence.id}/steps`, {
        subject: 'Getting started',
        content: 'Here is how to build your first funnel.',
      });

      await call('POST', '/api/email/settings', {
        smtpHost: '127.0.0.1',
        smtpPort,
        smtpSecure: false,
        smtpUser,
        smtpPassword,
        fromEmail: smtpUser,
        fromName: 'A11y Sender',
        isActive: true,
      });
      await call('POST', '/api/campaigns', {
        name: 'Spring Draft',
        subject: 'Coming soon',
        content: 'Hello there',
        type: 'email',
        status: 'draft',
        selectedLeadIds: leadIds,
      });
      const sent = await call<{ id: string }>('POST', '/api/campaigns', {
        name: 'Spring News',
        subject: 'What is new',
        content: 'Hello there,\n\nRead more at https://example.com/news',
        type: 'email',
        status: 'draft',
        selectedLeadIds: leadIds,
      });
      await call('POST', `/api/campaigns/${sent.id}/send`);
      await call('POST', '/api/campaigns', {
        name: 'Summer Test',
        subject: 'Summer is here',
        content: 'Hello there',
        selectedLeadIds: leadIds,
        abTest: { variants: [{ subject: 'Summer sale: 20% off' }] },
      });
      for (const suppressed of suppressedList) await call('POST', '/api/suppressions', suppressed);
      const experiment = await call<{ id: string }>('POST', '/api/experiments', { funnelId: funnel.id });
      return {
        funnelId: funnel.id,
        columnsFunnelId: columns.id,
        experimentId: experiment.id,
        sequenceName: 'Welcome series',
        leadName: 'Ada Lovelace',
      };
    },
    { smtpPort, smtpUser: SMTP_USER, smtpPassword: SMTP_PASSWORD, suppressedList: SUPPRESSED },
  );
}

/** Every screen at one width; answers the failures (the full list of findings is printed too). */
export async function auditScreens(
  session: Session,
  screens: Screen[],
  seeded: Seeded,
  findings: Finding[],
  width: number,
): Promise<string[]> {
  const { page } = session;
  const failures: string[] = [];
  await page.setViewportSize({ width, height: 900 });
  for (const screen of screens) {
    // A11Y_ONLY=leads,campaigns audits only those screens (while fixing them).
    if (process.env.A11Y_ONLY && !process.env.A11Y_ONLY.split(',').includes(screen.name)) continue;
    await page.goto(screen.path(seeded));
    await screen.ready(page, seeded);
    failures.push(...(await audit(page, `${screen.name} @${width}`, findings)));
    await screenshot(page, `a11y-${screen.name}`);
    for (const state of screen.states ?? []) {
      await state.reach(page, seeded);
      failures.push(...(await audit(page, `${screen.name} > ${state.name} @${width}`, findings)));
      await screenshot(page, `a11y-${screen.name}-${state.name}`);
    }
  }
  return failures;
}

export function summary(findings: Finding[]): string {
  const counts = new Map<string, number>();
  for (const { violation } of findings) {
    const key = `${violation.id} (${violation.impact ?? 'n/a'})`;
    counts.set(key, (counts.get(key) ?? 0) + violation.nodes.length);
  }
  return [...counts].map(([key, count]) => `${key}: ${count} node(s)`).join('\n');
}

/** Throws one error listing every failure of an audit. */
export function expectNoViolations(failures: string[]): void {
  if (failures.length)
    throw new Error(`${failures.length} accessibility violation(s):\n${failures.join('\n')}`);
}

export type AuditFixture = {
  /** The signed-in account, with the seeded data. */
  owner: Session;
  seeded: Seeded;
  /** Every violation the file's audits saw, whatever its impact. */
  findings: Finding[];
};

/**
 * Registers the file's setup: an SMTP server, an account signed up in a browser of its own and
 * given everything the screens show (including a sent campaign, whose email's unsubscribe link
 * the public pages open). After the file, its findings are written to
 * e2e/.artifacts/axe-findings-<part>.json and summed up on the console.
 */
export function useAuditFixture(part: string): AuditFixture {
  const fixture = { findings: [] as Finding[] } as AuditFixture;
  let sink: SmtpSink | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink({ user: SMTP_USER, password: SMTP_PASSWORD });
    fixture.owner = await openSession(1440, 900);
    const email = uniqueEmail(`a11y.${part}`);
    await signUp(fixture.owner.page, email);
    // The seed makes more funnels than the trial allows: the account pays for Elite with coins.
    await subscribeWithCoins(fixture.owner.page, email, 'Elite');
    const made = await seed(fixture.owner.page, sink.port);
    const until = Date.now() + 60_000;
    const { messages } = sink;
    const firstUnsubscribeUrl = () =>
      messages.map((m) => unsubscribeUrlOf(m.raw)).find((url) => url !== undefined);
    while (!firstUnsubscribeUrl() && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const unsubscribe = firstUnsubscribeUrl();
    if (!unsubscribe) throw new Error('the campaign sent no email with a List-Unsubscribe address');
    fixture.seeded = { ...made, unsubscribeUrl: new URL(unsubscribe).pathname };
  }, 120_000);

  afterAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(
      path.join(ARTIFACTS, `axe-findings-${part}.json`),
      JSON.stringify(
        fixture.findings.map(({ where, violation }) => ({
          where,
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map((node) => ({ target: node.target, summary: node.failureSummary })),
        })),
        null,
        2,
      ),
    );
    if (fixture.findings.length) console.log(`axe findings (all impacts):\n${summary(fixture.findings)}`);
    await fixture.owner?.close();
    await sink?.close();
  });

  return fixture;
}
