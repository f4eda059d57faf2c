import { defineModule } from '../../shared/modules/module';
import { CampaignRecipient } from './campaign-recipient.entity';
import { Campaign } from './campaign.entity';
import { CampaignsResolver } from './campaigns.resolver';
import { campaignsRoutes } from './campaigns.rest';
import { CampaignsService } from './campaigns.service';
import { campaignSendingJobs } from './sending/campaign-sending.jobs';
import { CampaignSendingResolver } from './sending/campaign-sending.resolver';
import { campaignSendingRoutes } from './sending/campaign-sending.rest';
import { CampaignSendingService } from './sending/campaign-sending.service';
import { CampaignSendEngine } from './sending/campaign-send-engine';
import { CampaignAbTestsService } from './sending/campaign-ab-tests.service';
import { CampaignAbTestsResolver } from './sending/campaign-ab-tests.resolver';

/** What the campaigns module adds to the app's services. */
export type CampaignsServices = {
  campaigns: CampaignsService;
  campaignSending: CampaignSendingService;
  campaignSendEngine: CampaignSendEngine;
  campaignAbTests: CampaignAbTestsService;
};

/**
 * Campaigns (001 §2.3): the list, the form and its audience, and sending — who gets the
 * campaign and when; the email delivery layer (email/delivery) does the delivering.
 */
export const campaignsModule = defineModule<CampaignsServices>({
  name: 'campaigns',
  entities: [Campaign, CampaignRecipient],
  services: (deps, services) => ({
    campaigns: new CampaignsService(deps, services),
    campaignSending: new CampaignSendingService(deps, services),
    campaignSendEngine: new CampaignSendEngine(deps, services),
    campaignAbTests: new CampaignAbTestsService(deps, services),
  }),
  resolvers: [CampaignsResolver, CampaignSendingResolver, CampaignAbTestsResolver],
  routes: {
    api: () => {
      const router = campaignsRoutes();
      router.use(campaignSendingRoutes());
      return router;
    },
  },
  jobs: campaignSendingJobs,
  subscriptions: (services) => ({
    'email.opened': async ({ delivery }) => {
      if (delivery.outbox === 'campaign') await services.campaignSending.countOpen(delivery.id);
    },
    'email.clicked': async ({ delivery }) => {
      if (delivery.outbox === 'campaign') await services.campaignSending.countClick(delivery.id);
    },
    'email.clickRetracted': async ({ delivery, reason }) => {
      if (delivery.outbox === 'campaign') await services.campaignSending.retractClick(delivery.id, reason);
    },
  }),
});

export { TICK_JOB } from './sending/campaign-sending.jobs';
export { campaignListSchema } from './campaigns.schemas';
export { CAMPAIGN_STATUSES } from './campaign.entity';
export { toCampaignJson } from './campaign.mapper';
