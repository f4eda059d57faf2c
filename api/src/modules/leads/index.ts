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
};

/**
 * Leads (001 §2.2): captured by funnel forms, added by hand or imported; scored, filtered and
 * paged at a million rows, exported. Announces captures, tags and imports as domain events.
 */
export const leadsModule = defineModule<LeadsServices>({
  name: 'leads',
  entities: [Lead, LeadActivity, FormSubmission, LeadImport, LeadImportChunk, LeadImportIssue],
  services: (deps, services) => ({
    leads: new LeadsService(deps, services),
    leadCapture: new LeadCaptureService(deps, services),
    leadImport: new LeadImportService(deps, services),
    leadExport: new LeadExportService(deps, services),
    leadImportJobs: new LeadImportJobService(deps, services),
  }),
  jobs: leadImportJobs,
  resolvers: [
    LeadsResolver,
    LeadFormSubmissionResolver,
    LeadCaptureResolver,
    LeadImportResolver,
    LeadImportJobsResolver,
  ],
  routes: {
    fromPages: () => leadCaptureRoutes(),
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
export { LeadScoreBandEnum } from './leads.resolver';
export { toLeadJson } from './lead.mapper';
export { createLeadSchema, leadEmail, updateLeadSchema } from './leads.schemas';
export { LEAD_STATUSES } from './lead.entity';
