import { defineModule } from '../../shared/modules/module';
import { DashboardResolver } from './dashboard.resolver';
import { dashboardRoutes } from './dashboard.rest';
import { DashboardService } from './dashboard.service';

/** What the dashboard module adds to the app's services. */
export type DashboardServices = { dashboard: DashboardService };

/** The dashboard (000 §2.4): its stat cards, performance chart and recent activity, measured in SQL. */
export const dashboardModule = defineModule<DashboardServices>({
  name: 'dashboard',
  entities: [],
  services: (deps, services) => ({ dashboard: new DashboardService(deps, services) }),
  resolvers: [DashboardResolver],
  routes: { api: () => dashboardRoutes() },
});
