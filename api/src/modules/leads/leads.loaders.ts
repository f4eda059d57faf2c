import { defineLoader } from '../../shared/graphql/loaders';
import type { FormSubmission } from './form-submission.entity';
import type { LeadActivity } from './lead-activity.entity';
import type { LeadConsent } from './lead-consent.entity';

/** Per-row fields of a lead list, one query per field and page (see shared/graphql/loaders.ts). */

/** A lead's newest submissions; the parameter is the field's limit. */
export const leadSubmissions = defineLoader<string, FormSubmission[], number>(
  'lead.submissions',
  async ({ actor, services }, leadIds, limit) => {
    const byLead = await services.leads.submissionsOf(actor, leadIds, limit);
    return leadIds.map((id) => byLead.get(id) ?? []);
  },
);

/** A lead's newest activity; the parameter is the field's limit. */
export const leadActivity = defineLoader<string, LeadActivity[], number>(
  'lead.activity',
  async ({ actor, services }, leadIds, limit) => {
    const byLead = await services.leads.activityOf(actor, leadIds, limit);
    return leadIds.map((id) => byLead.get(id) ?? []);
  },
);

/** The name of the funnel a lead or a submission came from (deleted funnels keep their name). */
export const funnelName = defineLoader<string, string>(
  'lead.funnelName',
  async ({ actor, services }, ids) => {
    const names = await services.funnels.names(actor, ids);
    return ids.map((id) => names.get(id));
  },
);

/** A lead's double opt-in consent records, newest first; the parameter is the field's limit. */
export const leadConsents = defineLoader<string, LeadConsent[], number>(
  'lead.consents',
  async ({ actor, services }, leadIds, limit) => {
    const byLead = await services.leads.consentsOf(actor, leadIds, limit);
    return leadIds.map((id) => byLead.get(id) ?? []);
  },
);
