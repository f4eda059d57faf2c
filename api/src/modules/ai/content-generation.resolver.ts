import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import type { GeneratedContentView } from './content-generation.service';

@ObjectType({ description: 'One benefit (title and description) or one FAQ pair (question and answer).' })
class GeneratedContentItem {
  @Field({ description: 'The benefit, or the question.' })
  title!: string;

  @Field({ description: 'Its description, or the answer.' })
  text!: string;
}

@ObjectType({ description: 'Text the AI wrote for the builder (000 §7 POST /api/ai/generate-content).' })
class GeneratedContent {
  @Field({ description: 'The text; benefits and FAQ pairs as one readable text.' })
  content!: string;

  @Field({
    description: 'headline, subheadline, body, benefits, cta, email-subject, email-body or faq',
  })
  type!: string;

  @Field(() => [GeneratedContentItem], {
    nullable: true,
    description: 'Benefits and FAQ pairs as a list; null for the other types.',
  })
  items!: GeneratedContentItem[] | null;

  @Field({ description: "Who wrote it: the provider ('OpenAI') or 'Offline generator'." })
  generator!: string;

  @Field(() => ID, { nullable: true })
  funnelId!: string | null;
}

@InputType({ description: 'POST /api/ai/generate-content, as GraphQL.' })
class GenerateContentInput {
  @Field({ description: 'What to write about; required, at most 2000 characters.' })
  prompt!: string;

  @Field({
    description:
      "headline, subheadline, body, benefits, cta, email-subject, email-body or faq ('call to action' and other readable forms are understood).",
  })
  type!: string;

  @Field(() => ID, { nullable: true, description: 'A funnel of yours: its name and page type are context.' })
  funnelId?: string | null;
}

@Resolver()
export class ContentGenerationResolver {
  @Authorized()
  @Mutation(() => GeneratedContent, { description: 'Writes one piece of content for the builder.' })
  generateContent(
    @Arg('input', () => GenerateContentInput) input: GenerateContentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<GeneratedContentView> {
    return ctx.services.aiText.generate(ctx.actor, { ...input });
  }

  @Authorized()
  @Query(() => String, { description: "Who writes AI text: the provider ('OpenAI') or 'Offline generator'." })
  aiTextGenerator(@Ctx() ctx: RequestContext): string {
    return ctx.services.aiText.generatorName(ctx.actor);
  }
}
