import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PLANS, TRIAL_PLAN_NAME, type PlanDefinition } from '../../src/modules/billing/default-plans';

export { TRIAL_PLAN_NAME };

/** Changes to the built-in plans, by plan name (a name not built in adds a plan). */
export type PlanChanges = Record<string, Partial<PlanDefinition>>;

/**
 * The trial most test files run on: the built-in Pro Trial with unlimited funnels, leads and
 * emails, so a test can make what it needs without signing up for a plan. Its AI images and
 * videos stay the trial's (20 and 5), as the AI tests expect. plan-limits.test.ts enforces the
 * real plans' limits.
 */
export const ROOMY_TRIAL: PlanChanges = {
  [TRIAL_PLAN_NAME]: { maxFunnels: -1, maxLeads: -1, maxEmails: -1 },
};

/** Writes a PLANS_FILE: the built-in plans with `changes` applied. Answers its path. */
export async function writePlansFile(changes: PlanChanges, dir?: string): Promise<string> {
  const folder = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'ff-plans-')));
  const byName = new Map(DEFAULT_PLANS.map((plan) => [plan.name, plan]));
  for (const [name, change] of Object.entries(changes)) {
    const base = byName.get(name) ?? { ...DEFAULT_PLANS[1], name, sortOrder: byName.size };
    byName.set(name, { ...base, ...change, name } as PlanDefinition);
  }
  const file = path.join(folder, 'plans.json');
  await writeFile(file, JSON.stringify([...byName.values()], null, 2));
  return file;
}

/** A PLANS_FILE whose trial is ROOMY_TRIAL with `limits` on top (e.g. { maxAiImages: 2 }). */
export const roomyTrialWith = (limits: Partial<PlanDefinition>, dir?: string): Promise<string> =>
  writePlansFile({ [TRIAL_PLAN_NAME]: { ...ROOMY_TRIAL[TRIAL_PLAN_NAME], ...limits } }, dir);
