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
  registerEnumType,
} from 'type-graphql';
import type { RequestContext } from '../../../shared/context';
import { given } from '../../../shared/graphql/given';
import type { DkimCheckResult as DkimCheckResultValue } from './dkim-key.entity';
import type { DnsCheckStatus as DnsCheckStatusValue } from './sender-authentication.service';

const DkimCheckResult = { found: 'found', missing: 'missing', mismatch: 'mismatch', error: 'error' } as const;
registerEnumType(DkimCheckResult, {
  name: 'DkimCheckResult',
  description:
    'What the last look-up of a DKIM record found: found (and it holds the key), missing, mismatch (another key), or error (the lookup failed).',
});

const DnsCheckStatus = { pass: 'pass', warning: 'warning', missing: 'missing', wrong: 'wrong' } as const;
registerEnumType(DnsCheckStatus, {
  name: 'DnsCheckStatus',
  description:
    'pass; warning (works, but worth a look); missing (no record: add the one given); wrong (a record is there but receivers will not accept it).',
});

const SenderSource = { user: 'user', server: 'server' } as const;
registerEnumType(SenderSource, {
  name: 'SenderSource',
  description: 'user: your own SMTP settings; server: the server-wide SMTP_URL and SMTP_FROM.',
});

@ObjectType('DkimKey', {
  description: 'A DKIM key of your sending domain and the DNS record that publishes it.',
})
class DkimKeyView {
  @Field(() => ID)
  id!: string;

  @Field()
  domain!: string;

  @Field()
  selector!: string;

  @Field({ description: 'The name of the TXT record to add: <selector>._domainkey.<domain>.' })
  recordName!: string;

  @Field({ description: 'Its value: v=DKIM1; k=rsa; p=<the public key>.' })
  recordValue!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the record was last looked up.' })
  checkedAt!: Date | null;

  @Field(() => DkimCheckResult, { nullable: true })
  checkResult!: DkimCheckResultValue | null;

  @Field(() => String, { nullable: true, description: 'What the last look-up found, in a sentence.' })
  checkMessage!: string | null;

  @Field({ description: 'The last look-up found the record holding this key.' })
  published!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the record was first found.' })
  foundAt!: Date | null;
}

@ObjectType('DkimState', {
  description: 'How your emails are signed: the From domain, its DKIM key and signing.',
})
class DkimStateView {
  @Field(() => String, {
    nullable: true,
    description: "Your From Email's domain; null without SMTP settings or a server-wide sender.",
  })
  domain!: string | null;

  @Field(() => String, { nullable: true })
  fromEmail!: string | null;

  @Field(() => SenderSource, { nullable: true })
  source!: 'user' | 'server' | null;

  @Field(() => DkimKeyView, { nullable: true, description: 'The key that signs; null until DKIM is set up.' })
  key!: DkimKeyView | null;

  @Field(() => DkimKeyView, {
    nullable: true,
    description: 'A rotation: the new key, waiting for its record before it takes over.',
  })
  nextKey!: DkimKeyView | null;

  @Field({ description: 'Campaign and sequence emails are signed.' })
  signing!: boolean;

  @Field({ description: 'What is true, in a sentence.' })
  message!: string;
}

@ObjectType('EmailDnsCheck', { description: "One of the From domain's records (SPF, DKIM, DMARC) as found." })
class EmailDnsCheckView {
  @Field(() => DnsCheckStatus)
  status!: DnsCheckStatusValue;

  @Field({ description: 'What is missing or wrong, or that it is fine, in a sentence.' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'The record as found.' })
  found!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where to add or change a record, when one should change.',
  })
  recordName!: string | null;

  @Field(() => String, { nullable: true, description: 'The record to publish there, when it can be said.' })
  recordValue!: string | null;
}

@ObjectType('EmailDnsReport', { description: "SPF, DKIM and DMARC of your From Email's domain." })
class EmailDnsReportView {
  @Field()
  domain!: string;

  @Field()
  fromEmail!: string;

  @Field()
  checkedAt!: Date;

  @Field(() => EmailDnsCheckView)
  spf!: EmailDnsCheckView;

  @Field(() => EmailDnsCheckView)
  dkim!: EmailDnsCheckView;

  @Field(() => EmailDnsCheckView)
  dmarc!: EmailDnsCheckView;
}

@InputType({ description: 'Signing on or off. On needs the DNS record found by a check, unless signAnyway.' })
class DkimSigningInput {
  @Field()
  enabled!: boolean;

  @Field(() => Boolean, { nullable: true })
  signAnyway?: boolean | null;
}

@Resolver()
export class SenderAuthenticationResolver {
  @Authorized()
  @Query(() => DkimStateView, {
    description: 'Your sending domain, its DKIM key and whether emails are signed.',
  })
  dkimState(@Ctx() ctx: RequestContext) {
    return ctx.services.senderAuthentication.state(ctx.actor);
  }

  @Authorized()
  @Mutation(() => DkimStateView, {
    description:
      'Makes a DKIM key pair (RSA 2048) for your From domain and answers the DNS record to publish.',
  })
  setupDkim(@Ctx() ctx: RequestContext) {
    return ctx.services.senderAuthentication.setup(ctx.actor);
  }

  @Authorized()
  @Mutation(() => DkimStateView, {
    description:
      'Looks the DKIM record up now; a rotation whose new record is found switches to the new key.',
  })
  checkDkim(@Ctx() ctx: RequestContext) {
    return ctx.services.senderAuthentication.check(ctx.actor);
  }

  @Authorized()
  @Mutation(() => DkimStateView, {
    description: 'Turns DKIM signing of campaign and sequence emails on or off.',
  })
  setDkimSigning(@Arg('input', () => DkimSigningInput) input: DkimSigningInput, @Ctx() ctx: RequestContext) {
    return ctx.services.senderAuthentication.setSigning(ctx.actor, given(input));
  }

  @Authorized()
  @Mutation(() => DkimStateView, {
    description: 'Makes a new key; the current one keeps signing until the new record is found by a check.',
  })
  rotateDkim(@Ctx() ctx: RequestContext) {
    return ctx.services.senderAuthentication.rotate(ctx.actor);
  }

  @Authorized()
  @Mutation(() => EmailDnsReportView, {
    description:
      "Looks up SPF, DKIM and DMARC of your From Email's domain and says what is missing or wrong.",
  })
  checkEmailDns(@Ctx() ctx: RequestContext) {
    return ctx.services.senderAuthentication.checkDns(ctx.actor);
  }
}
