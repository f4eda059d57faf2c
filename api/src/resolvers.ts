import { AccountsResolver } from './modules/accounts/accounts.resolver';
import { CampaignsResolver } from './modules/campaigns/campaigns.resolver';
import { CampaignSendingResolver } from './modules/campaigns/sending/campaign-sending.resolver';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { EmailDesignResolver } from './modules/email/email-design.resolver';
import { EmailPerformanceResolver } from './modules/email/email-performance.resolver';
import { EmailSettingsResolver } from './modules/email/email-settings.resolver';
import { FunnelsResolver, RecycleBinResolver } from './modules/funnels/funnels.resolver';
import { LeadCaptureResolver } from './modules/leads/lead-capture.resolver';
import { LeadImportResolver } from './modules/leads/lead-import.resolver';
import { LeadsResolver } from './modules/leads/leads.resolver';
import { MediaResolver } from './modules/media/media.resolver';
import {
  SequenceStepsResolver,
  SequenceSubscribersResolver,
  SequencesResolver,
} from './modules/sequences/sequences.resolver';
import { TemplatesResolver } from './modules/templates/templates.resolver';

/** Every GraphQL resolver class; the schema is built from these. */
export const RESOLVERS = [
  AccountsResolver,
  DashboardResolver,
  FunnelsResolver,
  RecycleBinResolver,
  TemplatesResolver,
  LeadCaptureResolver,
  LeadsResolver,
  LeadImportResolver,
  CampaignsResolver,
  CampaignSendingResolver,
  SequencesResolver,
  SequenceStepsResolver,
  SequenceSubscribersResolver,
  MediaResolver,
  EmailSettingsResolver,
  EmailDesignResolver,
  EmailPerformanceResolver,
] as const;
