import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { SuppressionReason } from '../suppressions/email-suppression.entity';

export const TestEmailStatusEnum = { sent: 'sent', skipped: 'skipped', failed: 'failed' } as const;
registerEnumType(TestEmailStatusEnum, {
  name: 'TestEmailStatus',
  description:
    'sent; skipped (the address is on your suppression list); failed (the SMTP server refused it).',
});

@ObjectType('TestEmailResult', { description: 'What happened to a test email for one address.' })
export class TestEmailResultView {
  @Field()
  email!: string;

  @Field(() => TestEmailStatusEnum)
  status!: keyof typeof TestEmailStatusEnum;

  @Field(() => SuppressionReason, { nullable: true, description: 'Skipped: why the address is suppressed.' })
  suppression!: SuppressionReason | null;

  @Field(() => String, { nullable: true, description: 'Skipped or failed, in words.' })
  reason!: string | null;
}
