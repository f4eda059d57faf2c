import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { JSONObjectResolver } from 'graphql-scalars';
import type { RequestContext } from '../../shared/context';
import { defineLoader } from '../../shared/graphql/loaders';
import type { ExperimentResults } from './experiment-results';
import { experimentNotFound } from './experiments.errors';
import type { Experiment } from './experiment.entity';
import { ExperimentObject, ExperimentResultsObject, ExperimentStatusEnum } from './experiments.types';
import type { ExperimentStatus } from './experiment-data';

@InputType({ description: "A new A/B test of a funnel's step." })
class CreateExperimentInput {
  @Field(() => ID)
  funnelId!: string;

  @Field(() => String, { nullable: true, description: 'The step to test; the first when left out.' })
  stepId?: string | null;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many variants, A included: 2 (default) to 4.' })
  variants?: number | null;

  @Field(() => JSONObjectResolver, {
    nullable: true,
    description:
      "{ primary, secondary }: each { type: 'form' } or { type: 'click', elementId, label }; a form submission when left out.",
  })
  goals?: Record<string, unknown> | null;

  @Field(() => Boolean, { nullable: true })
  autoPromote?: boolean | null;
}

@InputType({ description: 'What an A/B test may change; variants, weights and goals only while a draft.' })
class UpdateExperimentInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => Boolean, { nullable: true })
  autoPromote?: boolean;

  @Field(() => JSONObjectResolver, { nullable: true })
  goals?: Record<string, unknown>;

  @Field(() => [JSONObjectResolver], { nullable: true, description: '[{ key, weight }] with weights 1–100.' })
  weights?: Array<Record<string, unknown>>;

  @Field(() => [JSONObjectResolver], { nullable: true, description: '[{ key, name }].' })
  variantNames?: Array<Record<string, unknown>>;
}

/** Drops the arguments GraphQL sends as null, so the schemas see what was left out as absent. */
const given = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

/** A list's rows read their tests' figures together: two statements, however many rows. */
const experimentResultsLoader = defineLoader<string, ExperimentResults>(
  'experiments.results',
  ({ actor, services }, ids) => services.experiments.resultsOf(actor, ids),
);

@Resolver(() => ExperimentObject)
export class ExperimentsResolver {
  @Authorized()
  @Query(() => [ExperimentObject], {
    description: 'Your A/B tests, newest first; of one funnel or in one status.',
  })
  async experiments(
    @Ctx() ctx: RequestContext,
    @Arg('funnelId', () => ID, { nullable: true }) funnelId: string | null,
    @Arg('status', () => ExperimentStatusEnum, { nullable: true }) status: ExperimentStatus | null,
  ): Promise<ExperimentObject[]> {
    const found = await ctx.services.experiments.list(ctx.actor, { funnelId, status });
    return ctx.services.experiments.views(found);
  }

  @Authorized()
  @Query(() => ExperimentObject)
  async experiment(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ExperimentObject> {
    return ctx.services.experiments.view(await ctx.services.experiments.get(ctx.actor, id));
  }

  @Authorized()
  @Mutation(() => ExperimentObject, {
    description: "'Create A/B test': B (and C, D) start as copies of the step.",
  })
  createExperiment(@Ctx() ctx: RequestContext, @Arg('input') input: CreateExperimentInput) {
    return this.answer(ctx, ctx.services.experiments.create(ctx.actor, given(input)));
  }

  @Authorized()
  @Mutation(() => ExperimentObject)
  updateExperiment(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateExperimentInput,
  ) {
    return this.answer(ctx, ctx.services.experiments.update(ctx.actor, id, given(input)));
  }

  @Authorized()
  @Mutation(() => ExperimentObject, {
    description: "Saves variant B, C or D's page ({ elements, pageBackground }).",
  })
  saveExperimentVariant(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('key') key: string,
    @Arg('content', () => JSONObjectResolver) content: Record<string, unknown>,
  ) {
    return this.answer(ctx, ctx.services.experiments.saveVariant(ctx.actor, id, key, content));
  }

  @Authorized()
  @Mutation(() => ExperimentObject, { description: 'Adds a variant (up to D), a copy of the step.' })
  addExperimentVariant(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return this.answer(ctx, ctx.services.experiments.addVariant(ctx.actor, id));
  }

  @Authorized()
  @Mutation(() => ExperimentObject)
  removeExperimentVariant(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('key') key: string,
  ) {
    return this.answer(ctx, ctx.services.experiments.removeVariant(ctx.actor, id, key));
  }

  @Authorized()
  @Mutation(() => ExperimentObject, {
    description: 'Starts (or resumes) the test: the step serves its variants.',
  })
  startExperiment(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return this.answer(ctx, ctx.services.experiments.start(ctx.actor, id));
  }

  @Authorized()
  @Mutation(() => ExperimentObject, { description: 'Pauses the test: the step serves A until it resumes.' })
  pauseExperiment(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return this.answer(ctx, ctx.services.experiments.pause(ctx.actor, id));
  }

  @Authorized()
  @Mutation(() => ExperimentObject, {
    description: 'Ends the test: the step serves A again; the figures stay.',
  })
  endExperiment(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return this.answer(ctx, ctx.services.experiments.end(ctx.actor, id));
  }

  @Authorized()
  @Mutation(() => ExperimentObject, {
    description:
      "Replaces the step's page with the variant's and ends the test (the others are archived in it).",
  })
  promoteExperimentVariant(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('key') key: string,
  ) {
    return this.answer(ctx, ctx.services.experiments.promote(ctx.actor, id, key));
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes a test that is not running; answers its id.' })
  deleteExperiment(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<string> {
    return ctx.services.experiments.remove(ctx.actor, id);
  }

  @FieldResolver(() => ExperimentResultsObject, {
    description:
      'The figures and verdict as they stand (each read is a look of the always-valid sequential test).',
  })
  async results(
    @Root() experiment: ExperimentObject,
    @Ctx() ctx: RequestContext,
  ): Promise<ExperimentResultsObject> {
    const results = await ctx.loaders.load(experimentResultsLoader, experiment.id);
    if (!results) throw experimentNotFound();
    return results;
  }

  private async answer(ctx: RequestContext, changed: Promise<Experiment>): Promise<ExperimentObject> {
    return ctx.services.experiments.view(await changed);
  }
}
