import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';

@ObjectType('EmailTheme', {
  description:
    'An email designer theme (001 §2.8): fixed, read-only colours. Primary: the header band and links; secondary: the text; background: around the card.',
})
class EmailThemeView {
  @Field({ description: 'Professional, Modern, Minimal, Vibrant or Corporate.' })
  name!: string;

  @Field({ description: 'Hex colour, e.g. #1e40af.' })
  primary!: string;

  @Field()
  secondary!: string;

  @Field()
  background!: string;
}

@ObjectType('EmailPreview', { description: 'The sample welcome email, rendered by the email renderer.' })
class EmailPreviewView {
  @Field(() => EmailThemeView)
  theme!: EmailThemeView;

  @Field()
  subject!: string;

  @Field({ description: 'The whole HTML document, as mail clients receive it.' })
  html!: string;

  @Field({ description: 'The plain-text part.' })
  text!: string;
}

@Resolver()
export class EmailDesignResolver {
  @Authorized()
  @Query(() => [EmailThemeView], { description: 'The five themes, in the order the designer shows them.' })
  emailThemes(@Ctx() ctx: RequestContext): readonly EmailThemeView[] {
    return ctx.services.emailDesign.themes();
  }

  @Authorized()
  @Query(() => EmailThemeView, { description: 'Your theme (Professional until you choose one).' })
  emailTheme(@Ctx() ctx: RequestContext): Promise<EmailThemeView> {
    return ctx.services.emailDesign.theme(ctx.actor);
  }

  @Authorized()
  @Mutation(() => EmailThemeView, {
    description: 'Chooses your theme by name: every campaign and sequence email uses it from the next send.',
  })
  chooseEmailTheme(@Arg('name') name: string, @Ctx() ctx: RequestContext): Promise<EmailThemeView> {
    return ctx.services.emailDesign.chooseTheme(ctx.actor, { name });
  }

  @Authorized()
  @Query(() => EmailPreviewView, {
    description:
      'The Live Preview: a sample welcome email from you in `theme`, or in your theme when left out.',
  })
  emailPreview(
    @Arg('theme', () => String, { nullable: true }) theme: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailPreviewView> {
    return ctx.services.emailDesign.preview(ctx.actor, { theme });
  }
}
