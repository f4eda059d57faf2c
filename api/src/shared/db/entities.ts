import { CreatedEntity, TimestampedEntity } from './base.entity';
import { Session } from '../../modules/accounts/session.entity';
import { User } from '../../modules/accounts/user.entity';
import { Affiliate } from '../../modules/affiliates/affiliate.entity';
import { Commission } from '../../modules/affiliates/commission.entity';
import { PayoutRequest } from '../../modules/affiliates/payout-request.entity';
import { Payout } from '../../modules/affiliates/payout.entity';
import { Referral } from '../../modules/affiliates/referral.entity';
import { AudioGeneration } from '../../modules/ai/audio-generation.entity';
import { ImageGeneration } from '../../modules/ai/image-generation.entity';
import { VideoGeneration } from '../../modules/ai/video-generation.entity';
import { ClickTracking } from '../../modules/analytics/click-tracking.entity';
import { FunnelAnalytics } from '../../modules/analytics/funnel-analytics.entity';
import { PageView } from '../../modules/analytics/page-view.entity';
import { ApiKey } from '../../modules/api-keys/api-key.entity';
import { Payment } from '../../modules/billing/payment.entity';
import { SubscriptionPlan } from '../../modules/billing/subscription-plan.entity';
import { CampaignRecipient } from '../../modules/campaigns/campaign-recipient.entity';
import { Campaign } from '../../modules/campaigns/campaign.entity';
import { ForgecoinTransaction } from '../../modules/coins/forgecoin-transaction.entity';
import { EmailDesign } from '../../modules/email/email-design.entity';
import { EmailSettings } from '../../modules/email/email-settings.entity';
import { ReceivedEmail } from '../../modules/email/received-email.entity';
import { Funnel } from '../../modules/funnels/funnel.entity';
import { RecycledFunnel } from '../../modules/funnels/recycled-funnel.entity';
import { FormSubmission } from '../../modules/leads/form-submission.entity';
import { LeadActivity } from '../../modules/leads/lead-activity.entity';
import { Lead } from '../../modules/leads/lead.entity';
import { EmailSequenceLog } from '../../modules/sequences/email-sequence-log.entity';
import { EmailSequenceStep } from '../../modules/sequences/email-sequence-step.entity';
import { EmailSequenceSubscriber } from '../../modules/sequences/email-sequence-subscriber.entity';
import { EmailSequence } from '../../modules/sequences/email-sequence.entity';
import { Template } from '../../modules/templates/template.entity';

/** Every table of the stored-data schema, listed explicitly so no build step has to discover them. */
export const ENTITIES = [
  CreatedEntity,
  TimestampedEntity,
  User,
  Session,
  ApiKey,
  Funnel,
  RecycledFunnel,
  Lead,
  LeadActivity,
  Campaign,
  CampaignRecipient,
  Template,
  Affiliate,
  Referral,
  Commission,
  Payout,
  ForgecoinTransaction,
  ClickTracking,
  EmailSettings,
  EmailDesign,
  ReceivedEmail,
  FormSubmission,
  VideoGeneration,
  AudioGeneration,
  ImageGeneration,
  SubscriptionPlan,
  Payment,
  PayoutRequest,
  EmailSequence,
  EmailSequenceStep,
  EmailSequenceSubscriber,
  EmailSequenceLog,
  FunnelAnalytics,
  PageView,
];
