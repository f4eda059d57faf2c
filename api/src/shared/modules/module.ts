import type { Router } from 'express';
import type { Services } from '../../modules';
import type { AppDeps } from '../app-deps';
import type { DomainEventHandlers } from '../events/domain-events';
import type { JobDefinition } from '../jobs/job-queue';

/** A class MikroORM maps (entities are listed by their modules; shared/db adds the base classes). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- MikroORM and type-graphql take classes as Function
export type ClassList = readonly Function[];

/** What this process does: serve HTTP (web) and/or run background jobs (workers). */
export type ProcessRole = { web: boolean; workers: boolean };

/** Something a module built that holds resources: closed, in reverse order, when the process stops. */
export type Closable = { close(): Promise<void> | void };

/**
 * One module's manifest (its `index.ts` exports one): everything it adds to the app and where
 * it plugs in. The composition root (api/src/modules.ts) reads every manifest; nothing else
 * constructs a module's services.
 */
export type ModuleManifest<S extends object = object> = {
  name: string;
  /** Its MikroORM entities. */
  entities: ClassList;
  /** Builds its services once per process; `services` is every module's, filled once all are built. */
  services: (deps: AppDeps, services: Services) => S;
  /** Its GraphQL resolver classes. */
  resolvers?: ClassList;
  /**
   * Its HTTP routes. `api`: under /api, with the request context (session actor, services), JSON
   * bodies parsed and a unit of work open. `public`: at the site root, no session, a unit of work
   * open, the app's security headers (tracking links, unsubscribe pages). `static`: at the site
   * root before anything else, no session and no unit of work: files that set their own headers
   * (page assets, uploads).
   */
  routes?: {
    /**
     * Under /api, called by published funnel pages (forms, tracking beacons): mounted before the
     * JSON parser, each route reads its own small body; no unit of work is opened for them.
     */
    fromPages?: (services: Services, deps: AppDeps) => Router;
    api?: (services: Services, deps: AppDeps) => Router;
    /**
     * Under /api/v1, the public API: the actor is the `Authorization: Bearer` API key's (never a
     * session; cookies are not read), JSON bodies parsed, a unit of work open. Routes that need
     * a key use `requireApiKey`; the rest (the OpenAPI document, its reference page) are public.
     */
    v1?: (services: Services, deps: AppDeps) => Router;
    public?: (services: Services, deps: AppDeps) => Router;
    /**
     * Under /api, called by other servers (Stripe's webhooks): no session, no same-origin check,
     * no JSON parser and no unit of work; each route reads its own body (raw, to check its
     * signature) and answers its own errors.
     */
    webhooks?: (services: Services, deps: AppDeps) => Router;
    static?: (services: Services, deps: AppDeps) => Router;
  };
  /** Its background jobs (pg-boss): handlers run in a unit of work of their own. */
  jobs?: (services: Services, deps: AppDeps) => JobDefinition[];
  /** Its reactions to other modules' domain events. */
  subscriptions?: (services: Services) => DomainEventHandlers;
  /**
   * Runs once after every service is built, before the app takes requests, in a unit of work of
   * its own; what it answers is closed when the process stops.
   */
  start?: (services: Services, deps: AppDeps, process: ProcessRole) => Promise<Closable | void>;
};

/** Declares a manifest, keeping its services' types for the composition root. */
export function defineModule<S extends object>(manifest: ModuleManifest<S>): ModuleManifest<S> {
  return manifest;
}
