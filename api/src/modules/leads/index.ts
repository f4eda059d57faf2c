import { defineModule } from '../../shared/modules/module';
import { FormSubmission } from './form-submission.entity';
import { LeadActivity } from './lead-activity.entity';
import { LeadCaptureResolver } from './lead-capture.resolver';
import { leadCaptureRoutes } from './lead-capture.rest';
import { LeadCaptureService } from './lead-capture.service';
import { LeadExportService } from './lead-export.service';
import { LeadImportResolver } from './lead-import.resolver';
import { LeadImportJobsResolver } from './lead-import-jobs.resolver';
import { LeadImportService } from './lead-import.service';
import { LeadImportJobService } from './lead-import-job.service';
import { leadImportJobs } from './lead-import.jobs';
import { LeadConsent } from './lead-consent.entity';
import { leadOptInJobs } from './lead-opt-in.jobs';
import { leadOptInRoutes } from './lead-opt-in.rest';
import { LeadOptInService } from './lead-opt-in.service';
import { Lead } from './lead.entity';
import { LeadImport, LeadImportChunk, LeadImportIssue } from './lead-import.entity';
import { leadsCsvRoutes } from './leads-csv.rest';
import { LeadFormSubmissionResolver, LeadsResolver } from './leads.resolver';
import { leadsRoutes } from './leads.rest';
import { LeadsService } from './leads.service';

/** What the leads module adds to the app's services. */
export type LeadsServices = {
  leads: LeadsService;
  leadCapture: LeadCaptureService;
  leadImport: LeadImportService;
  leadExport: LeadExportService;
  leadImportJobs: LeadImportJobService;
  /** Double opt-in: consent records, confirmation emails and the confirm link. */
  leadOptIn: LeadOptInService;
};

/**
 * Leads (001 §2.2): captured by funnel forms, added by hand or imported; scored, filtered and
 * paged at a million rows, exported. Announces captures, tags and imports as domain events.
 */
export const leadsModule = defineModule<LeadsServices>({
  name: 'leads',
  entities: [Lead, LeadActivity, FormSubmission, LeadConsent, LeadImport, LeadImportChunk, LeadImportIssue],
  services: (deps, services) => ({
    leads: new LeadsService(deps, services),
    leadCapture: new LeadCaptureService(deps, services),
    leadImport: new LeadImportService(deps, services),
    leadExport: new LeadExportService(deps, services),
    leadImportJobs: new LeadImportJobService(deps, services),
    leadOptIn: new LeadOptInService(deps, services),
  }),
  jobs: (services, deps) => [...leadImportJobs(services, deps), ...leadOptInJobs(services, deps)],
  resolvers: [
    LeadsResolver,
    LeadFormSubmissionResolver,
    LeadCaptureResolver,
    LeadImportResolver,
    LeadImportJobsResolver,
  ],
  routes: {
    fromPages: () => leadCaptureRoutes(),
    // The confirmation link of double opt-in emails, at the site root like /u/ (unsubscribe).
    public: (services, deps) => leadOptInRoutes(services, deps),
    // CSV first: GET /leads/:id would otherwise take 'export.csv' for an id.
    api: (services) => {
      const router = leadsCsvRoutes(services);
      router.use(leadsRoutes());
      return router;
    },
  },
  subscriptions: (services) => ({
    'lead.engaged': ({ userId, leadId }) => services.leads.engaged(userId, leadId),
  }),
});

export { Lead } from './lead.entity';
export { leadFilterWhere, type LeadFilterInput, type SqlQuery } from './lead-list.query';
export { leadListSchema } from './leads.schemas';
export { LEAD_SCORE_BANDS, type ScoreBand } from './lead-score-bands';
export { LeadStatusEnum, type LeadStatus } from './lead.entity';
export { LeadOptInEnum, type LeadOptIn } from './lead.entity';
export { LeadScoreBandEnum } from './leads.resolver';
export { toLeadJson } from './lead.mapper';
export { createLeadSchema, leadEmail, updateLeadSchema } from './leads.schemas';
export { LEAD_OPT_IN_STATES, LEAD_STATUSES } from './lead.entity';
