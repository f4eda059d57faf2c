import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { FunnelDomain } from './funnel-domain.entity';
import { VERIFICATION_PREFIX, VERIFICATION_VALUE_PREFIX } from './funnel-domains.service';

@Resolver(() => FunnelDomain)
export class FunnelDomainsResolver {
  @FieldResolver(() => String, { description: 'The name of the TXT record to add at the DNS provider.' })
  txtName(@Root() domain: FunnelDomain): string {
    return `${VERIFICATION_PREFIX}.${domain.hostname}`;
  }

  @FieldResolver(() => String, { description: 'The value of that TXT record.' })
  txtValue(@Root() domain: FunnelDomain): string {
    return `${VERIFICATION_VALUE_PREFIX}${domain.verificationToken}`;
  }

  @FieldResolver(() => Boolean, { description: 'Served at its hostname (the TXT record was found).' })
  verified(@Root() domain: FunnelDomain): boolean {
    return domain.verifiedAt !== null;
  }

  @Authorized()
  @Query(() => FunnelDomain, { nullable: true, description: "The funnel's own domain, if it has one." })
  funnelDomain(@Arg('funnelId', () => ID) funnelId: string, @Ctx() ctx: RequestContext) {
    return ctx.services.funnelDomains.forFunnel(ctx.actor, funnelId);
  }

  @Authorized()
  @Mutation(() => FunnelDomain, {
    description: 'Binds a hostname to the funnel; it serves the funnel once its TXT record is verified.',
  })
  setFunnelDomain(
    @Arg('funnelId', () => ID) funnelId: string,
    @Arg('hostname') hostname: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.funnelDomains.set(ctx.actor, funnelId, { hostname });
  }

  @Authorized()
  @Mutation(() => FunnelDomain, { description: 'Looks for the TXT record now.' })
  verifyFunnelDomain(@Arg('funnelId', () => ID) funnelId: string, @Ctx() ctx: RequestContext) {
    return ctx.services.funnelDomains.verify(ctx.actor, funnelId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Unbinds the funnel's hostname; answers whether it had one." })
  removeFunnelDomain(@Arg('funnelId', () => ID) funnelId: string, @Ctx() ctx: RequestContext) {
    return ctx.services.funnelDomains.remove(ctx.actor, funnelId);
  }
}
