import { defineModule } from '../../shared/modules/module';
import { EmailSequenceLog } from './email-sequence-log.entity';
import { EmailSequenceStep } from './email-sequence-step.entity';
import { EmailSequenceSubscriber } from './email-sequence-subscriber.entity';
import { EmailSequence } from './email-sequence.entity';
import { SequenceEngine } from './engine/sequence-engine';
import { sequenceJobs } from './engine/sequence-engine.jobs';
import { SequenceEnrolmentService } from './engine/sequence-enrolment.service';
import { SequenceStepsResolver, SequenceSubscribersResolver, SequencesResolver } from './sequences.resolver';
import { sequencesRoutes } from './sequences.rest';
import { SequencesService } from './sequences.service';

/** What the sequences module adds to the app's services. */
export type SequencesServices = {
  sequences: SequencesService;
  sequenceEnrolment: SequenceEnrolmentService;
  sequenceEngine: SequenceEngine;
};

/**
 * Autoresponders (001 §2.5): sequences of timed emails, who is enrolled (by hand or by the
 * triggers: a capture, a tag, a date), and the engine that decides which step each subscriber
 * gets when; the email delivery layer (email/delivery) does the delivering.
 */
export const sequencesModule = defineModule<SequencesServices>({
  name: 'sequences',
  entities: [EmailSequence, EmailSequenceStep, EmailSequenceSubscriber, EmailSequenceLog],
  services: (deps, services) => ({
    sequences: new SequencesService(deps, services),
    sequenceEnrolment: new SequenceEnrolmentService(deps, services),
    sequenceEngine: new SequenceEngine(deps, services),
  }),
  resolvers: [SequencesResolver, SequenceStepsResolver, SequenceSubscribersResolver],
  routes: { api: () => sequencesRoutes() },
  jobs: sequenceJobs,
  subscriptions: (services) => ({
    'lead.captured': ({ userId, funnelId, leadId }) =>
      services.sequenceEnrolment.leadCaptured(userId, funnelId, leadId),
    'lead.tagged': ({ userId, leadId, tags }) => services.sequenceEnrolment.tagsAdded(userId, leadId, tags),
    'leads.imported': ({ userId, leadIds }) => services.sequenceEnrolment.leadsImported(userId, leadIds),
    // Steps held while the lead was pending (double opt-in) go out now rather than at the next tick.
    'lead.confirmed': () => services.sequenceEnrolment.leadConfirmed(),
    'lead.unsubscribed': ({ leadId }) => services.sequenceEnrolment.leadUnsubscribed(leadId),
    'email.opened': async ({ delivery }) => {
      if (delivery.outbox === 'sequence') await services.sequenceEngine.countEngagement(delivery.id, false);
    },
    'email.clicked': async ({ delivery }) => {
      if (delivery.outbox === 'sequence') await services.sequenceEngine.countEngagement(delivery.id, true);
    },
    'email.clickRetracted': async ({ delivery, reason }) => {
      if (delivery.outbox === 'sequence') await services.sequenceEngine.retractClick(delivery.id, reason);
    },
  }),
});

export { SEQUENCE_TICK_JOB } from './engine/sequence-engine.jobs';
