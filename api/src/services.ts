import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsService } from './modules/accounts/accounts.service';
import { AffiliatesService } from './modules/affiliates/affiliates.service';
import { TrackingService } from './modules/analytics/tracking.service';
import { CampaignsService } from './modules/campaigns/campaigns.service';
import { CampaignSendingService } from './modules/campaigns/sending/campaign-sending.service';
import { CampaignTrackingService } from './modules/campaigns/sending/campaign-tracking.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { EmailDesignService } from './modules/email/email-design.service';
import { EmailPerformanceService } from './modules/email/email-performance.service';
import { EmailSettingsService } from './modules/email/email-settings.service';
import { FunnelsService } from './modules/funnels/funnels.service';
import { RecycleBinService } from './modules/funnels/recycle-bin.service';
import { LeadCaptureService } from './modules/leads/lead-capture.service';
import { LeadExportService } from './modules/leads/lead-export';
import { LeadImportService } from './modules/leads/lead-import.service';
import { LeadsService } from './modules/leads/leads.service';
import { MediaService } from './modules/media/media.service';
import { SequencesService } from './modules/sequences/sequences.service';
import { TemplatesService } from './modules/templates/templates.service';
import type { AppDeps } from './shared/app-deps';

/** The services of one unit of work (a request, a subscription event, a job), sharing one EntityManager. */
export function createServices(deps: AppDeps, em: EntityManager) {
  return {
    accounts: new AccountsService(deps, em),
    affiliates: new AffiliatesService(deps, em),
    dashboard: new DashboardService(deps, em),
    funnels: new FunnelsService(deps, em),
    recycleBin: new RecycleBinService(deps, em),
    templates: new TemplatesService(deps, em),
    leadCapture: new LeadCaptureService(deps, em),
    leads: new LeadsService(deps, em),
    campaigns: new CampaignsService(deps, em),
    campaignSending: new CampaignSendingService(deps, em),
    campaignTracking: new CampaignTrackingService(deps, em),
    sequences: new SequencesService(deps, em),
    leadImport: new LeadImportService(deps, em),
    leadExport: new LeadExportService(deps, em),
    tracking: new TrackingService(deps, em),
    media: new MediaService(deps, em),
    emailSettings: new EmailSettingsService(deps, em),
    emailDesign: new EmailDesignService(deps, em),
    emailPerformance: new EmailPerformanceService(deps, em),
  };
}

export type Services = ReturnType<typeof createServices>;
