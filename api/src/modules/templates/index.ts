import { withBootLock } from '../../shared/db/boot-lock';
import { defineModule } from '../../shared/modules/module';
import { Template } from './template.entity';
import { TemplatesResolver } from './templates.resolver';
import { templatesRoutes } from './templates.rest';
import { TemplatesService } from './templates.service';

/** What the templates module adds to the app's services. */
export type TemplatesServices = { templates: TemplatesService };

/** Page templates (000 §2.6): the shipped ones, kept current on every boot of a web process. */
export const templatesModule = defineModule<TemplatesServices>({
  name: 'templates',
  entities: [Template],
  services: (deps, services) => ({ templates: new TemplatesService(deps, services) }),
  resolvers: [TemplatesResolver],
  routes: { api: () => templatesRoutes() },
  start: async (services, deps, role) => {
    if (!role.web) return;
    // Under the boot lock: replicas starting together on a fresh database would insert twice.
    const seeded = await withBootLock(deps.databaseUrl, () => services.templates.seed());
    deps.log.debug({ templates: seeded }, 'templates are current');
  },
});
