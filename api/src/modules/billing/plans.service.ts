import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { Service } from '../../shared/service';
import { isUuid } from '../../shared/ids';
import { BILLING_MESSAGES, planNotFound } from './billing.errors';
import { DEFAULT_PLANS, planDefinitionSchema, TRIAL_PLAN_NAME, type PlanDefinition } from './default-plans';
import { SubscriptionPlan } from './subscription-plan.entity';

/** What a plan lets a user create; -1: unlimited. */
export type PlanLimits = {
  maxFunnels: number;
  maxLeads: number;
  maxEmails: number;
  maxAiImages: number;
  maxAiVideos: number;
};

/**
 * The plans (002 §3 Plan): the built-in Pro Trial, Pro and Elite, replaced or added to by
 * PLANS_FILE, written to subscription_plans on every boot so configuration is the source.
 */
export class PlansService extends Service {
  /** Applies the configured plans (module start). A bad PLANS_FILE stops the boot saying why. */
  async apply(): Promise<void> {
    const plans = await this.definitions();
    for (const plan of plans) {
      const values = {
        ...plan,
        price: plan.price.toFixed(2),
        priceForgecoins: plan.priceForgecoins === null ? null : plan.priceForgecoins.toFixed(2),
      };
      await this.em.upsert(SubscriptionPlan, { ...values }, { onConflictFields: ['name'] });
    }
  }

  /** The active plans, in their order. */
  list(): Promise<SubscriptionPlan[]> {
    return this.em.find(
      SubscriptionPlan,
      { isActive: true },
      { orderBy: { sortOrder: 'asc', price: 'asc' } },
    );
  }

  async get(id: string): Promise<SubscriptionPlan> {
    if (!isUuid(id)) throw planNotFound();
    const plan = await this.em.findOne(SubscriptionPlan, { id });
    if (!plan) throw planNotFound();
    return plan;
  }

  /** Pro Trial: a new account's plan, and the limits of an account whose plan has ended. */
  trial(): Promise<SubscriptionPlan> {
    return this.em.findOneOrFail(SubscriptionPlan, { name: TRIAL_PLAN_NAME });
  }

  private async definitions(): Promise<PlanDefinition[]> {
    const file = this.deps.config.plansFile;
    if (!file) return DEFAULT_PLANS;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(BILLING_MESSAGES.plansFile(file, (error as Error).message), { cause: error });
    }
    const result = z.array(planDefinitionSchema).min(1).safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(
        BILLING_MESSAGES.plansFile(file, `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim()),
      );
    }
    const byName = new Map(DEFAULT_PLANS.map((plan) => [plan.name, plan]));
    for (const plan of result.data) byName.set(plan.name, plan);
    return [...byName.values()];
  }
}

export const limitsOf = (plan: SubscriptionPlan): PlanLimits => ({
  maxFunnels: plan.maxFunnels,
  maxLeads: plan.maxLeads,
  maxEmails: plan.maxEmails,
  maxAiImages: plan.maxAiImages,
  maxAiVideos: plan.maxAiVideos,
});
