import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';

const ROOT = path.resolve(__dirname, '..', '..');

/** The operator's command (npm run coins:credit), against the data of the app under test. */
export async function creditCoins(email: string, amount: string, key: string): Promise<void> {
  const dataDir = process.env.FF_E2E_DATA_DIR;
  if (!dataDir) throw new Error('The e2e global setup did not start the app');
  await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'api', 'dist', 'credit-coins.js'), '--email', email, '--amount', amount, '--key', key],
    {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
    },
  );
}

/**
 * Puts the signed-in account of `page` on a paid plan as a user would: coins credited by the
 * operator, then the plan paid with them (for fixtures that make more than the trial allows).
 */
export async function subscribeWithCoins(page: Page, email: string, planName: string): Promise<void> {
  await creditCoins(email, '200', `e2e-plan-${email}`);
  await page.evaluate(async (name) => {
    const plans = (await (await fetch('/api/subscription/plans')).json()) as Array<{
      id: string;
      name: string;
    }>;
    const plan = plans.find((p) => p.name === name);
    if (!plan) throw new Error(`no plan named ${name}`);
    const response = await fetch('/api/subscription/subscribe-forgecoin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ planId: plan.id }),
    });
    if (!response.ok) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
  }, planName);
}
