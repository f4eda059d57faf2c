import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../modules';
import type { AppDeps } from './app-deps';

/**
 * What every domain service is: built once per process by the composition root (modules.ts),
 * with the shared infrastructure and a typed accessor to the other modules' services (filled
 * once all are built, so read it in methods, not in constructors). A service keeps no
 * per-request state: its EntityManager is the current unit of work's (the request's, the job's,
 * or the open transaction's; see shared/db/unit-of-work.ts).
 */
export abstract class Service {
  constructor(
    protected readonly deps: AppDeps,
    protected readonly services: Services,
  ) {}

  /** The current unit of work's EntityManager; outside one it throws (allowGlobalContext is off). */
  protected get em(): EntityManager {
    return this.deps.orm.em.getContext() as EntityManager;
  }

  protected now(): Date {
    return this.deps.clock.now();
  }
}
