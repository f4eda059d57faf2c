import { requireActor, sessionActor, type Actor } from '../../shared/auth/actor';
import { findOwned } from '../../shared/db/find-owned';
import { isUuid } from '../../shared/ids';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts';
import { Funnel } from '../funnels';
import type { PageConfigData } from '../page-renderer';
import { Experiment } from './experiment.entity';
import { experimentsFigures, keepExperimentDays } from './experiment-figures';
import { inTransaction } from '../../shared/db/transaction';
import { experimentResults, type ExperimentResults } from './experiment-results';
import { withVariantPage } from './with-variant-page';
import type { SequentialState } from './statistics/sequential-test';
import { toExperimentView, type ExperimentView } from './experiment.mapper';
import {
  MAX_VARIANTS,
  VARIANT_KEYS,
  type ExperimentGoalsData,
  type ExperimentVariantData,
  type VariantContent,
  type VariantKey,
} from './experiment-data';
import {
  EXPERIMENT_MESSAGES,
  experimentNotFound,
  experimentRefused,
  variantNotFound,
} from './experiments.errors';
import {
  createExperimentSchema,
  listExperimentsSchema,
  updateExperimentSchema,
  variantKeySchema,
} from './experiments.schemas';

type Step = PageConfigData['steps'][number];

/** A running test's variants as the funnel's published step serves them: each the config to render (null: the funnel's own, A). */
export type ServedExperiment = {
  id: string;
  stepId: string;
  variants: Array<{ key: VariantKey; weight: number; config: PageConfigData | null }>;
};

/** A UTC day is kept once it has been over this long: its last visits are in by then. */
const KEEP_AFTER_MS = 6 * 60 * 60 * 1000;

/** The day before a YYYY-MM-DD day. */
const previousDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const DEFAULT_GOALS: ExperimentGoalsData = { primary: { type: 'form' }, secondary: [] };

const contentOf = (step: Step): VariantContent => ({
  elements: structuredClone(step.elements) as unknown[],
  ...(step.pageBackground !== undefined ? { pageBackground: structuredClone(step.pageBackground) } : {}),
});

/**
 * A/B tests of funnel steps (issue 21): a test copies a step into variants B–D, each edited like
 * a page; while it runs, the step's published address serves each visitor one variant (by the
 * daily visitor hash, so no cookie) and the visits, conversions and leads record it. Starting,
 * pausing, ending and promoting a winner republish the funnel. Every query is the actor's own.
 */
export class ExperimentsService extends Service {
  async list(actor: Actor | null, input: unknown = {}): Promise<Experiment[]> {
    const { userId } = requireActor(actor, 'read', 'funnels');
    const filter = parseInput(listExperimentsSchema, input ?? {});
    return this.em.find(
      Experiment,
      {
        user: userId,
        ...(filter.funnelId ? { funnel: filter.funnelId } : {}),
        ...(filter.status ? { status: filter.status } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'asc' }, populate: ['funnel'] },
    );
  }

  get(actor: Actor | null, id: string): Promise<Experiment> {
    const { userId } = requireActor(actor, 'read', 'funnels');
    return this.owned(userId, id);
  }

  /** 'Create A/B test': A is the step as it is, B (and C, D) start as copies of it. */
  async create(actor: Actor | null, input: unknown): Promise<Experiment> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const data = parseInput(createExperimentSchema, input ?? {});
    const funnel = await this.services.funnels.get(actor, data.funnelId);
    const config = this.services.pageRenderer.readConfig(funnel.config);
    const step = data.stepId ? config.steps.find((s) => s.id === data.stepId) : config.steps[0];
    if (!step) throw experimentRefused(EXPERIMENT_MESSAGES.stepNotFound, 'stepId');
    const open = await this.em.count(Experiment, {
      funnel: funnel.id,
      stepId: step.id,
      status: { $ne: 'ended' },
    });
    if (open > 0) throw experimentRefused(EXPERIMENT_MESSAGES.alreadyTesting, 'stepId');
    const variants: ExperimentVariantData[] = VARIANT_KEYS.slice(0, data.variants).map((key, index) => ({
      key,
      name: index === 0 ? 'Original' : key,
      weight: 1,
      content: index === 0 ? null : contentOf(step),
    }));
    const experiment = this.em.create(Experiment, {
      user: this.em.getReference(User, userId),
      funnel,
      name: data.name ?? `${funnel.name} · ${step.name}`.slice(0, 200),
      stepId: step.id,
      variants,
      goals: data.goals ?? DEFAULT_GOALS,
      autoPromote: data.autoPromote,
    });
    checkClickGoals(experiment.goals, step);
    await this.em.persistAndFlush(experiment);
    return experiment;
  }

  async update(actor: Actor | null, id: string, input: unknown): Promise<Experiment> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const changes = parseInput(updateExperimentSchema, input ?? {});
    const experiment = await this.owned(userId, id);
    if (changes.name !== undefined) experiment.name = changes.name;
    if (changes.autoPromote !== undefined) experiment.autoPromote = changes.autoPromote;
    if (changes.variantNames)
      experiment.variants = experiment.variants.map((v) => ({
        ...v,
        name: changes.variantNames?.find((n) => n.key === v.key)?.name ?? v.name,
      }));
    if (changes.goals || changes.weights) {
      if (experiment.status !== 'draft') throw experimentRefused(EXPERIMENT_MESSAGES.notDraft);
      if (changes.goals) {
        checkClickGoals(changes.goals, await this.stepOf(experiment));
        experiment.goals = changes.goals;
      }
      if (changes.weights) {
        for (const w of changes.weights)
          if (!experiment.variants.some((v) => v.key === w.key)) throw variantNotFound();
        experiment.variants = experiment.variants.map((v) => ({
          ...v,
          weight: changes.weights?.find((w) => w.key === v.key)?.weight ?? v.weight,
        }));
      }
    }
    await this.em.flush();
    return experiment;
  }

  /** Saves a variant's page (B–D), checked as the builder checks a funnel's. */
  async saveVariant(actor: Actor | null, id: string, key: string, content: unknown): Promise<Experiment> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const experiment = await this.owned(userId, id);
    const variant = this.variant(experiment, key);
    if (variant.key === 'A') throw experimentRefused(EXPERIMENT_MESSAGES.controlFixed);
    if (experiment.status === 'running' || experiment.status === 'ended')
      throw experimentRefused(EXPERIMENT_MESSAGES.notDraft);
    const funnel = await this.em.findOneOrFail(Funnel, { id: experiment.funnel.id });
    const renderer = this.services.pageRenderer;
    const config = renderer.readConfig(funnel.config);
    const raw = (content ?? {}) as Partial<VariantContent>;
    const checked = renderer.checkConfig(withVariantPage(config, experiment.stepId, raw));
    const step = checked.steps.find((s) => s.id === experiment.stepId);
    if (!step) throw experimentRefused(EXPERIMENT_MESSAGES.stepNotFound);
    experiment.variants = experiment.variants.map((v) =>
      v.key === variant.key ? { ...v, content: contentOf(step) } : v,
    );
    await this.em.flush();
    await this.syncMedia(experiment.funnel.id);
    return experiment;
  }

  /** Adds a variant (up to D), a copy of the step as it is. */
  async addVariant(actor: Actor | null, id: string): Promise<Experiment> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const experiment = await this.owned(userId, id);
    if (experiment.status !== 'draft') throw experimentRefused(EXPERIMENT_MESSAGES.notDraft);
    if (experiment.variants.length >= MAX_VARIANTS) throw experimentRefused(EXPERIMENT_MESSAGES.maxVariants);
    const key = VARIANT_KEYS[experiment.variants.length] as VariantKey;
    experiment.variants = [
      ...experiment.variants,
      { key, name: key, weight: 1, content: contentOf(await this.stepOf(experiment)) },
    ];
    await this.em.flush();
    await this.syncMedia(experiment.funnel.id);
    return experiment;
  }

  /** Removes a draft's variant (never A); the later ones move up a letter. */
  async removeVariant(actor: Actor | null, id: string, key: string): Promise<Experiment> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const experiment = await this.owned(userId, id);
    const variant = this.variant(experiment, key);
    if (experiment.status !== 'draft') throw experimentRefused(EXPERIMENT_MESSAGES.notDraft);
    if (variant.key === 'A') throw experimentRefused(EXPERIMENT_MESSAGES.controlFixed);
    if (experiment.variants.length <= 2) throw experimentRefused(EXPERIMENT_MESSAGES.minVariants);
    experiment.variants = experiment.variants
      .filter((v) => v.key !== variant.key)
      .map((v, index) => {
        const next = VARIANT_KEYS[index] as VariantKey;
        return { ...v, key: next, name: v.name === v.key ? next : v.name };
      });
    await this.em.flush();
    await this.syncMedia(experiment.funnel.id);
    return experiment;
  }

  async start(actor: Actor | null, id: string): Promise<Experiment> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const experiment = await this.owned(userId, id);
    if (experiment.status !== 'draft' && experiment.status !== 'paused')
      throw experimentRefused(EXPERIMENT_MESSAGES.cannotStart);
    const funnel = await this.em.findOneOrFail(Funnel, { id: experiment.funnel.id });
    if (funnel.status !== 'published') throw experimentRefused(EXPERIMENT_MESSAGES.notPublished);
    experiment.status = 'running';
    experiment.startedAt ??= this.now();
    await this.em.flush();
    await this.services.funnels.republishNow(funnel);
    return experiment;
  }

  async pause(actor: Actor | null, id: string): Promise<Experiment> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const experiment = await this.owned(userId, id);
    if (experiment.status !== 'running') throw experimentRefused(EXPERIMENT_MESSAGES.cannotPause);
    experiment.status = 'paused';
    await this.em.flush();
    await this.republish(experiment);
    return experiment;
  }

  /** Ends the test: the step serves its own page (A) again; the figures stay. */
  async end(actor: Actor | null, id: string): Promise<Experiment> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const experiment = await this.owned(userId, id);
    if (experiment.status === 'ended') throw experimentRefused(EXPERIMENT_MESSAGES.cannotEnd);
    experiment.status = 'ended';
    experiment.endedAt = this.now();
    await this.em.flush();
    await this.syncMedia(experiment.funnel.id);
    await this.republish(experiment);
    return experiment;
  }

  /**
   * Promotes a variant: its page replaces the step in the funnel (saved as the builder saves it)
   * and the test ends; the other variants stay in the test, archived with its figures.
   */
  async promote(actor: Actor | null, id: string, key: string): Promise<Experiment> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const experiment = await this.owned(userId, id);
    const variant = this.variant(experiment, key);
    if (variant.key === 'A' || !variant.content) throw experimentRefused(EXPERIMENT_MESSAGES.cannotPromote);
    const funnel = await this.em.findOneOrFail(Funnel, { id: experiment.funnel.id });
    const config = this.services.pageRenderer.readConfig(funnel.config);
    // The funnel first: a page refused by the builder's checks leaves the test as it was.
    await this.services.funnels.update(actor, funnel.id, {
      config: withVariantPage(config, experiment.stepId, variant.content),
    });
    experiment.status = 'ended';
    experiment.endedAt ??= this.now();
    experiment.winnerKey = variant.key;
    await this.em.flush();
    await this.syncMedia(experiment.funnel.id);
    await this.republish(experiment);
    return experiment;
  }

  /** Deletes a test that is not running (its visits keep their letter; nothing else refers to it). */
  async remove(actor: Actor | null, id: string): Promise<string> {
    const { userId } = requireActor(actor, 'write', 'funnels');
    const experiment = await this.owned(userId, id);
    if (experiment.status === 'running') throw experimentRefused(EXPERIMENT_MESSAGES.cannotDelete);
    const funnelId = experiment.funnel.id;
    await this.em.removeAndFlush(experiment);
    await this.syncMedia(funnelId);
    return id;
  }

  /** The pages of the funnel's tests' variants B–D that may still be served (not ended), in `em`'s transaction. */
  async variantPagesOf(em: EntityManager, funnelId: string): Promise<VariantContent[]> {
    const open = await em.find(
      Experiment,
      { funnel: funnelId, status: { $ne: 'ended' } },
      { fields: ['variants'], filters: false },
    );
    return open.flatMap((e) => e.variants.flatMap((v) => (v.content ? [v.content] : [])));
  }

  /** Which media the funnel uses changes with its variants' pages: rewritten after each change to them. */
  private async syncMedia(funnelId: string): Promise<void> {
    await inTransaction(this.em, async (tx) => {
      const funnel = await tx.findOneOrFail(Funnel, { id: funnelId }, { filters: false });
      await this.services.media.syncUsage(tx, {
        id: funnel.id,
        userId: funnel.user.id,
        config: funnel.config,
      });
    });
  }

  /** The funnel's running tests, for publishing `config`: each step's variants as configs to render. */
  async served(funnelId: string, config: PageConfigData): Promise<ServedExperiment[]> {
    const running = await this.em.find(Experiment, { funnel: funnelId, status: 'running' });
    return running.map((e) => ({
      id: e.id,
      stepId: e.stepId,
      variants: e.variants.map((v) => ({
        key: v.key,
        weight: v.weight,
        config: v.content ? withVariantPage(config, e.stepId, v.content) : null,
      })),
    }));
  }

  /** The results as they stand (a look of the sequential tests, whose state is kept). */
  async results(actor: Actor | null, id: string): Promise<ExperimentResults> {
    const { userId } = requireActor(actor, 'read', 'funnels');
    const [results] = await this.look([await this.owned(userId, id)]);
    if (!results) throw experimentNotFound();
    return results;
  }

  /** The results of many of the actor's tests at once (a list's rows); another's id answers undefined. */
  async resultsOf(
    actor: Actor | null,
    ids: readonly string[],
  ): Promise<Array<ExperimentResults | undefined>> {
    const { userId } = requireActor(actor, 'read', 'funnels');
    const wanted = ids.filter(isUuid);
    const experiments =
      wanted.length === 0 ? [] : await this.em.find(Experiment, { id: { $in: wanted }, user: userId });
    const results = await this.look(experiments);
    const byId = new Map(experiments.map((e, i) => [e.id, results[i]]));
    return ids.map((id) => byId.get(id));
  }

  /**
   * Looks at every running test (the job, every few minutes): their sequential tests advance,
   * and a test set to promote its winner does so once one is decided — the control winning ends
   * the test with the page as it was.
   */
  async lookAtRunning(): Promise<number> {
    const running = await this.em.find(Experiment, { status: 'running' }, { populate: ['user'] });
    const looks = await this.look(running);
    let promoted = 0;
    for (const [index, experiment] of running.entries()) {
      const results = looks[index];
      if (!experiment.autoPromote || !results?.promote) continue;
      const actor = sessionActor(experiment.user.id);
      if (results.promote === 'A') await this.end(actor, experiment.id);
      else await this.promote(actor, experiment.id, results.promote);
      promoted += 1;
    }
    return promoted;
  }

  /**
   * Keeps each started test's finished days (UTC days over for six hours, so their last visits
   * are in) in experiment_days; answers how many tests gained days.
   */
  async keepFinishedDays(): Promise<number> {
    const until = new Date(this.now().getTime() - KEEP_AFTER_MS).toISOString().slice(0, 10);
    const due = await this.em.find(Experiment, {
      status: { $ne: 'draft' },
      $or: [{ keptThrough: null }, { keptThrough: { $lt: previousDay(until) } }],
    });
    let kept = 0;
    for (const experiment of due) {
      // An ended test has no visits after the day it ended.
      const ended = experiment.endedAt?.toISOString().slice(0, 10);
      const keptThrough = experiment.keptThrough ?? null;
      if (ended && keptThrough && keptThrough >= ended) continue;
      const goals = [experiment.goals.primary, ...experiment.goals.secondary];
      await inTransaction(this.em, (tx) =>
        keepExperimentDays(tx, { id: experiment.id, keptThrough }, goals, until),
      );
      kept += 1;
    }
    return kept;
  }

  /** Looks at tests (their figures in two statements, whatever their number), in their order. */
  private async look(experiments: Experiment[]): Promise<ExperimentResults[]> {
    if (experiments.length === 0) return [];
    const measured = experiments.map((e) => ({ id: e.id, goals: [e.goals.primary, ...e.goals.secondary] }));
    const [totals, daily] = await Promise.all([
      experimentsFigures(this.em, measured, false),
      experimentsFigures(this.em, measured, true),
    ]);
    const results = experiments.map((experiment) => {
      const result = experimentResults(
        experiment.variants,
        totals.get(experiment.id) ?? [],
        daily.get(experiment.id) ?? [],
        experiment.sequential as Record<string, SequentialState>,
      );
      // Only a running test's looks count: figures read after it ended change nothing.
      if (experiment.status === 'running') experiment.sequential = result.sequential;
      return result;
    });
    await this.em.flush();
    return results;
  }

  /** Experiments as answered: with their funnels' and steps' names (one query for the funnels). */
  async views(experiments: Experiment[]): Promise<ExperimentView[]> {
    const ids = [...new Set(experiments.map((e) => e.funnel.id))];
    const funnels =
      ids.length === 0
        ? []
        : await this.em.find(
            Funnel,
            { id: { $in: ids } },
            { filters: false, fields: ['id', 'name', 'config'] },
          );
    const byId = new Map(funnels.map((f) => [f.id, f]));
    const renderer = this.services.pageRenderer;
    return experiments.map((e) => {
      const funnel = byId.get(e.funnel.id) ?? null;
      return toExperimentView(e, funnel, funnel ? renderer.readConfig(funnel.config) : null);
    });
  }

  async view(experiment: Experiment): Promise<ExperimentView> {
    const [view] = await this.views([experiment]);
    if (!view) throw experimentNotFound();
    return view;
  }

  private owned(userId: string, id: string): Promise<Experiment> {
    return findOwned(this.em, Experiment, id, { user: userId }, experimentNotFound);
  }

  private variant(experiment: Experiment, key: string): ExperimentVariantData {
    const parsed = variantKeySchema.safeParse(key);
    const variant = parsed.success ? experiment.variants.find((v) => v.key === parsed.data) : undefined;
    if (!variant) throw variantNotFound();
    return variant;
  }

  private async stepOf(experiment: Experiment): Promise<Step> {
    const funnel = await this.em.findOneOrFail(Funnel, { id: experiment.funnel.id });
    const step = this.services.pageRenderer
      .readConfig(funnel.config)
      .steps.find((s) => s.id === experiment.stepId);
    if (!step) throw experimentRefused(EXPERIMENT_MESSAGES.stepNotFound);
    return step;
  }

  private async republish(experiment: Experiment): Promise<void> {
    const funnel = await this.em.findOneOrFail(Funnel, { id: experiment.funnel.id });
    await this.services.funnels.republishNow(funnel);
  }
}

/** A click goal names an element of the tested step (as A has it). */
function checkClickGoals(goals: ExperimentGoalsData, step: Step): void {
  const ids = new Set(
    JSON.stringify(step.elements)
      .match(/"id":"[^"]+"/g)
      ?.map((m) => m.slice(6, -1)) ?? [],
  );
  for (const goal of [goals.primary, ...goals.secondary])
    if (goal.type === 'click' && !ids.has(goal.elementId))
      throw experimentRefused(EXPERIMENT_MESSAGES.clickGoal, 'goals');
}
