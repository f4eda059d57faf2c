import { defineModule } from '../../shared/modules/module';
import { Experiment } from './experiment.entity';
import { ExperimentDay } from './experiment-day.entity';
import { ExperimentsResolver } from './experiments.resolver';
import { experimentsJobs } from './experiments.jobs';
import { experimentsRoutes } from './experiments.rest';
import { ExperimentsService } from './experiments.service';

/** What the experiments module adds to the app's services. */
export type ExperimentsServices = { experiments: ExperimentsService };

/** A/B tests of funnel pages (issue 21). */
export const experimentsModule = defineModule<ExperimentsServices>({
  name: 'experiments',
  entities: [Experiment, ExperimentDay],
  services: (deps, services) => ({ experiments: new ExperimentsService(deps, services) }),
  resolvers: [ExperimentsResolver],
  routes: { api: () => experimentsRoutes() },
  jobs: (services, deps) => experimentsJobs(services, deps),
});

export { Experiment } from './experiment.entity';
export { EXPERIMENT_STATUSES, MAX_VARIANTS, VARIANT_KEYS } from './experiment-data';
export { createExperimentSchema, listExperimentsSchema, variantKeySchema } from './experiments.schemas';
export { toResultsView, type ExperimentResultsView } from './experiment-results';
export { conversionRate, wilsonInterval } from './statistics/rate-interval';
export type { ServedExperiment } from './experiments.service';
